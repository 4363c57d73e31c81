import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { needsEmailConfirmation } from '../../../lib/auth/auth-rules.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useCurrentUserState } from '../auth-context.ts';

// The banner and its texts are downloaded for the users who see it only.
const UnconfirmedAccountAlert = lazyPage(() =>
  import('./unconfirmed-account-banner.tsx').then((m) => m.UnconfirmedAccountAlert),
);

/**
 * Spec 01 §4 Unconfirmed account: the banner above every signed-in page while the e-mail address is unconfirmed.
 * Needed from the start, it holds the page back until it is there (the page and the banner show together); needed
 * later (a changed address), it comes in on its own without hiding the page.
 */
export function UnconfirmedAccountBanner() {
  const state = useCurrentUserState();
  const { pathname } = useLocation();
  const needed =
    state.status === 'signedIn' &&
    needsEmailConfirmation({
      roleType: state.user.role.type,
      validated: state.user.validated,
      status: state.user.status,
      pathname,
    });
  const [neededAtFirst] = useState(needed);
  if (!needed) return null;
  if (neededAtFirst) return <UnconfirmedAccountAlert />;
  return (
    <Suspense fallback={null}>
      <UnconfirmedAccountAlert />
    </Suspense>
  );
}
