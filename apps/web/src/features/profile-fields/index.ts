import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * A startup's or a user's custom profile fields (`<ProfileFieldsCard entityKind entityId hidden />`), loaded on
 * demand; render it under a Suspense boundary.
 */
export const ProfileFieldsCard = lazyPage(() =>
  import('./components/profile-fields-card.tsx').then((m) => m.ProfileFieldsCard),
);
export { readsHiddenProfileFields } from './utils/hidden-access.ts';
