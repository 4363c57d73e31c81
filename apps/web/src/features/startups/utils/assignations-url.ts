import { STARTUPS_PAGE_SIZE } from './startups-url.ts';

/** The search and page (1-based) of the startup assignations list, kept in the address so that a reload shows it. */
export interface AssignationsListState {
  search: string;
  page: number;
}

/** The query-string keys of the list: `?search=solar&page=2` (the same keys as the portfolio's). */
export const ASSIGNATIONS_URL_KEYS = { search: 'search', page: 'page' } as const;

/** Reads the list's state from the query string; a page that is not a whole positive number is the first. */
export function parseAssignationsList(params: URLSearchParams): AssignationsListState {
  const page = Number(params.get(ASSIGNATIONS_URL_KEYS.page));
  return {
    search: params.get(ASSIGNATIONS_URL_KEYS.search)?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the state into a copy of the query string: no search and the first page leave no key; other keys stay. */
export function writeAssignationsList(params: URLSearchParams, state: AssignationsListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(ASSIGNATIONS_URL_KEYS)) next.delete(key);
  const search = state.search.trim();
  if (search !== '') next.set(ASSIGNATIONS_URL_KEYS.search, search);
  if (state.page > 1) next.set(ASSIGNATIONS_URL_KEYS.page, String(state.page));
  return next;
}

/** A new search starts again from the first page; a change of page keeps the search. */
export function changeAssignationsList(
  state: AssignationsListState,
  change: Partial<AssignationsListState>,
): AssignationsListState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The variables of the `startupAssignations` query: a blank search is left out; pages are 0-based. */
export function assignationsQueryVariables(state: AssignationsListState, pageSize = STARTUPS_PAGE_SIZE) {
  const search = state.search.trim();
  return { search: search === '' ? null : search, page: state.page - 1, pageSize };
}
