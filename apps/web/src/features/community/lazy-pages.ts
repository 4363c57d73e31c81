import { lazyPage } from '../../lib/lazy-page.ts';

/** The community (spec 01 §2.3): the directory of people and startups, and people's profiles. */
export const CommunitySearchPage = lazyPage(() =>
  import('./pages/community-search-page.tsx').then((m) => m.CommunitySearchPage),
);
export const ProfilePage = lazyPage(() => import('./pages/profile-page.tsx').then((m) => m.ProfilePage));
export const MyProfileRedirect = lazyPage(() => import('./pages/profile-page.tsx').then((m) => m.MyProfileRedirect));
// The directory's address, where the router sends /community.
export { communitySearchPath } from './utils/community-path.ts';
