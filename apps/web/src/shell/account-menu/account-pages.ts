/** The pages of the account side menu (spec 01 §2.5), in order; `profile` leads to the user's own profile. */
export const ACCOUNT_PAGES = [
  { key: 'profile', sitemapPath: '/profile' },
  { key: 'calendar', sitemapPath: '/calendar' },
  { key: 'availability', sitemapPath: '/availability' },
  { key: 'preferences', sitemapPath: '/account/settings' },
  { key: 'exportHistory', sitemapPath: '/account/exports' },
  { key: 'security', sitemapPath: '/account/settings/security' },
  { key: 'integrations', sitemapPath: '/account/settings/integrations' },
  { key: 'coachingPreferences', sitemapPath: '/account/settings/coaching' },
] as const;

export type AccountPageKey = (typeof ACCOUNT_PAGES)[number]['key'];

/** Everyone has a profile and security; the other pages show once their area is built and the sitemap holds them. */
const ALWAYS: ReadonlySet<AccountPageKey> = new Set(['profile', 'security']);

/** The account pages this user may open: those whose path is in their sitemap, plus their profile and security. */
export function accountPages(
  sitemapPaths: ReadonlySet<string>,
  userId: string,
): { key: AccountPageKey; path: string }[] {
  return ACCOUNT_PAGES.filter((page) => ALWAYS.has(page.key) || sitemapPaths.has(page.sitemapPath)).map((page) => ({
    key: page.key,
    path: page.key === 'profile' ? `/profile/${encodeURIComponent(userId)}` : page.sitemapPath,
  }));
}
