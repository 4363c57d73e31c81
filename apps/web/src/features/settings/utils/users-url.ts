import { isPersonStatus, type PersonStatus } from './users.ts';

/** The filters of the users page, kept in the address so that a reload or a shared link shows the same list. */
export interface UsersUrlFilters {
  search: string;
  roleIds: string[];
  statuses: PersonStatus[];
  tagIds: string[];
}

/**
 * The query-string keys of the users page: `?search=Camille&role=<id>&status=active&tag=<id>`, a list repeating its
 * key. `search` is the key global search links with (/admin/configuration/users?search=<full name>).
 */
export const USERS_URL_KEYS = { search: 'search', roleIds: 'role', statuses: 'status', tagIds: 'tag' } as const;

export const EMPTY_USERS_URL_FILTERS: UsersUrlFilters = { search: '', roleIds: [], statuses: [], tagIds: [] };

/** The distinct non-blank values of a repeated key, in the order they came. */
function listOf(params: URLSearchParams, key: string): string[] {
  return [...new Set(params.getAll(key).map((value) => value.trim()))].filter((value) => value !== '');
}

/** Reads the filters from the query string; unknown statuses and blank values are dropped. */
export function parseUsersFilters(params: URLSearchParams): UsersUrlFilters {
  return {
    search: params.get(USERS_URL_KEYS.search)?.trim() ?? '',
    roleIds: listOf(params, USERS_URL_KEYS.roleIds),
    statuses: listOf(params, USERS_URL_KEYS.statuses).filter(isPersonStatus),
    tagIds: listOf(params, USERS_URL_KEYS.tagIds),
  };
}

/**
 * Writes the filters into a copy of the query string: the page's keys are replaced, an empty filter leaves no key,
 * and keys of others are kept.
 */
export function writeUsersFilters(params: URLSearchParams, filters: UsersUrlFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(USERS_URL_KEYS)) next.delete(key);
  const search = filters.search.trim();
  if (search !== '') next.set(USERS_URL_KEYS.search, search);
  for (const id of new Set(filters.roleIds)) next.append(USERS_URL_KEYS.roleIds, id);
  for (const status of new Set(filters.statuses)) next.append(USERS_URL_KEYS.statuses, status);
  for (const id of new Set(filters.tagIds)) next.append(USERS_URL_KEYS.tagIds, id);
  return next;
}
