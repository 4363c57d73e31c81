import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../../../ui/full-screen-loader.tsx';
import { useOrganisationState } from '../organisation-context.ts';

export const INCUBATOR_NOT_FOUND_PATH = '/incubator-not-found';

/**
 * Renders the routes once the organisation is known. An unknown host goes to /incubator-not-found
 * (spec 01 §8); a failure after the client's retries goes to the error screen.
 */
export function OrganisationGate({ children }: { children: ReactNode }) {
  const state = useOrganisationState();
  const { pathname } = useLocation();
  if (state.status === 'loading') return <FullScreenLoader />;
  if (state.status === 'failed') throw state.error;
  if (state.status === 'missing' && pathname !== INCUBATOR_NOT_FOUND_PATH) {
    return <Navigate to={INCUBATOR_NOT_FOUND_PATH} replace />;
  }
  return children;
}
