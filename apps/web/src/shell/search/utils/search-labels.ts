/**
 * The translation keys of the search modules and their sub-sections (`search` namespace): module names of
 * `SEARCH_MODULES` map to `modules.<name>`, sub-section paths to `sections.<key>`.
 */
export const SEARCH_MODULE_NAMES = [
  'applications',
  'events',
  'startups',
  'courses',
  'articles',
  'forms',
  'feedback',
  'fields',
  'emails',
  'resources',
  'tasks',
  'calendar',
  'settings',
  'accountSettings',
  'community',
] as const;
export type SearchModuleName = (typeof SEARCH_MODULE_NAMES)[number];

export const SEARCH_SECTION_KEYS = {
  '/applications/overview': 'applicationsOverview',
  '/applications/analytics': 'applicationsDashboard',
  '/applications/funnels/management': 'funnelsManagement',
  '/startups/programs': 'programs',
  '/courses/home': 'myCourses',
  '/courses/management': 'coursesManagement',
  '/tasks/users': 'userTasks',
  '/tasks/startups': 'startupTasks',
  '/admin/configuration/users': 'usersManagement',
  '/admin/configuration/roles': 'roles',
  '/account/settings/security': 'security',
} as const;
export type SearchSectionKey = (typeof SEARCH_SECTION_KEYS)[keyof typeof SEARCH_SECTION_KEYS];

export function isSearchModuleName(name: string): name is SearchModuleName {
  return (SEARCH_MODULE_NAMES as readonly string[]).includes(name);
}

export function searchSectionKey(path: string): SearchSectionKey | null {
  return Object.hasOwn(SEARCH_SECTION_KEYS, path)
    ? SEARCH_SECTION_KEYS[path as keyof typeof SEARCH_SECTION_KEYS]
    : null;
}
