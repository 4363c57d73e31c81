import { PAGE_SIZE } from '@cohort/shared';
import {
  type CustomFieldFilter,
  customFieldFiltersInput,
  encodeCustomFieldFilter,
  parseCustomFieldFilters,
} from './custom-field-filters.ts';

export const STARTUPS_PAGE_SIZE = PAGE_SIZE;
export const STARTUPS_SEARCH_DEBOUNCE_MS = 300;

/** How the portfolio is ordered: by name (A to Z), newest first, or by founding year (most recent first). */
export const STARTUP_SORTS = ['NAME', 'CREATED_AT', 'FOUNDING_YEAR'] as const;
export type StartupSort = (typeof STARTUP_SORTS)[number];
export const DEFAULT_STARTUP_SORT: StartupSort = 'NAME';

/** The list's search, filters, sort and page (1-based), kept in the address so that a reload shows the same list. */
export interface StartupsListState {
  search: string;
  programIds: string[];
  industryIds: string[];
  tagIds: string[];
  /** Filters on startup custom fields, one per field; all must hold. */
  customFields: CustomFieldFilter[];
  sort: StartupSort;
  page: number;
}

/**
 * The query-string keys of the startup lists: `?search=solar&program=<id>&industry=<id>&tag=<id>&sort=CREATED_AT&page=2`,
 * a list repeating its key. `search` is the key global search links with. Each custom-field filter is one `cf` key
 * (`cf=<fieldId>:<optionId>,<optionId>`, `cf=<fieldId>:<min>..<max>` or `cf=<fieldId>:~<text>`, see
 * custom-field-filters.ts).
 */
export const STARTUPS_URL_KEYS = {
  search: 'search',
  programIds: 'program',
  industryIds: 'industry',
  tagIds: 'tag',
  customFields: 'cf',
  sort: 'sort',
  page: 'page',
} as const;

export const EMPTY_STARTUPS_LIST: StartupsListState = {
  search: '',
  programIds: [],
  industryIds: [],
  tagIds: [],
  customFields: [],
  sort: DEFAULT_STARTUP_SORT,
  page: 1,
};

function isStartupSort(value: string | null): value is StartupSort {
  return value !== null && (STARTUP_SORTS as readonly string[]).includes(value);
}

/** The distinct non-blank values of a repeated key, in the order they came. */
function listOf(params: URLSearchParams, key: string): string[] {
  return [...new Set(params.getAll(key).map((value) => value.trim()))].filter((value) => value !== '');
}

/** Reads the list's state from the query string; unknown sorts and pages that are not whole positive numbers are dropped. */
export function parseStartupsList(params: URLSearchParams): StartupsListState {
  const sort = params.get(STARTUPS_URL_KEYS.sort);
  const page = Number(params.get(STARTUPS_URL_KEYS.page));
  return {
    search: params.get(STARTUPS_URL_KEYS.search)?.trim() ?? '',
    programIds: listOf(params, STARTUPS_URL_KEYS.programIds),
    industryIds: listOf(params, STARTUPS_URL_KEYS.industryIds),
    tagIds: listOf(params, STARTUPS_URL_KEYS.tagIds),
    customFields: parseCustomFieldFilters(params.getAll(STARTUPS_URL_KEYS.customFields)),
    sort: isStartupSort(sort) ? sort : DEFAULT_STARTUP_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * Writes the state into a copy of the query string: the list's keys are replaced, defaults (no search, no filter,
 * sorted by name, first page) leave no key, and keys of others are kept.
 */
export function writeStartupsList(params: URLSearchParams, state: StartupsListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(STARTUPS_URL_KEYS)) next.delete(key);
  const search = state.search.trim();
  if (search !== '') next.set(STARTUPS_URL_KEYS.search, search);
  for (const id of new Set(state.programIds)) next.append(STARTUPS_URL_KEYS.programIds, id);
  for (const id of new Set(state.industryIds)) next.append(STARTUPS_URL_KEYS.industryIds, id);
  for (const id of new Set(state.tagIds)) next.append(STARTUPS_URL_KEYS.tagIds, id);
  for (const filter of state.customFields) {
    next.append(STARTUPS_URL_KEYS.customFields, encodeCustomFieldFilter(filter));
  }
  if (state.sort !== DEFAULT_STARTUP_SORT) next.set(STARTUPS_URL_KEYS.sort, state.sort);
  if (state.page > 1) next.set(STARTUPS_URL_KEYS.page, String(state.page));
  return next;
}

/** A change of search, filter or sort starts again from the first page; a change of page keeps the rest. */
export function changeStartupsList(state: StartupsListState, change: Partial<StartupsListState>): StartupsListState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The variables of the `startups` query for a state: blank search and empty filters are null; pages are 0-based. */
export function startupsQueryVariables(state: StartupsListState, pageSize = STARTUPS_PAGE_SIZE) {
  const search = state.search.trim();
  return {
    search: search === '' ? null : search,
    programIds: state.programIds.length > 0 ? state.programIds : null,
    industryIds: state.industryIds.length > 0 ? state.industryIds : null,
    tagIds: state.tagIds.length > 0 ? state.tagIds : null,
    customFields: customFieldFiltersInput(state.customFields),
    sort: state.sort,
    page: state.page - 1,
    pageSize,
  };
}

/** How many pages a total needs (at least one). */
export function startupsPageCount(totalCount: number, pageSize = STARTUPS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** Whether any search or filter narrows the list (to tell "no startups yet" from "nothing matches"). */
export function isFiltered(state: StartupsListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.programIds.length > 0 ||
    state.industryIds.length > 0 ||
    state.tagIds.length > 0 ||
    state.customFields.length > 0
  );
}
