import { lazyPage } from '../../lib/lazy-page.ts';

// The cancel link's pages are opened from an e-mail, often signed out: their own chunk.
export const CancelMeetingPage = lazyPage(() =>
  import('./pages/cancel-meeting-page.tsx').then((m) => m.CancelMeetingPage),
);
export const InvitationExpiredPage = lazyPage(() =>
  import('./pages/invitation-expired-page.tsx').then((m) => m.InvitationExpiredPage),
);
