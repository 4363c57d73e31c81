import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnState, signedOutRedirectPath } from '../../../lib/auth/auth-rules.ts';
import { FullScreenLoader } from '../../../ui/full-screen-loader.tsx';
import { useOrganisation } from '../../organisation/index.ts';
import { useCurrentUserState } from '../auth-context.ts';

/**
 * The guard of the signed-in routes (spec 01 §2.2): signed-out visitors go to /login (or /apply/explore when the
 * organisation's default path says so), remembering the path and query string to come back to.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useCurrentUserState();
  const organisation = useOrganisation();
  const location = useLocation();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'failed') throw state.error;
  if (state.status === 'signedOut') {
    return <Navigate to={signedOutRedirectPath(organisation.defaultPath)} state={returnState(location)} replace />;
  }
  return children;
}
