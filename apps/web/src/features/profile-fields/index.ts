import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * A startup's or a user's custom profile fields (`<ProfileFieldsCard entityKind entityId hidden />`), loaded on
 * demand; render it under a Suspense boundary.
 */
export const ProfileFieldsCard = lazyPage(() =>
  import('./components/profile-fields-card.tsx').then((m) => m.ProfileFieldsCard),
);
export { readsHiddenProfileFields } from './utils/hidden-access.ts';
// The print view of a startup reads the answers with its own query and shows them with this table.
export { ProfileFieldValuesFragment } from './graphql/profile-field-values.fragment.ts';
export { ProfileFieldsTable } from './components/profile-fields-table.tsx';
