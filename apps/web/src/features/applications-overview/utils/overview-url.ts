import {
  APPLICATION_INTAKE_ROUND,
  APPLICATION_SORT_FIELDS,
  APPLICATION_STATUS_GROUPS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationSortField,
  type ApplicationStatus,
  type ApplicationStatusGroup,
  type ApplicationViewFilters,
  applicationViewFiltersSchema,
} from '@cohort/shared';

export const OVERVIEW_PAGE_SIZE = APPLICATIONS_PAGE_SIZE;
export const OVERVIEW_SEARCH_DEBOUNCE_MS = 300;
export type SortDirection = 'ASC' | 'DESC';

/** A choice question of the intake form and the options chosen to filter by (any of them). */
export interface AnswerFilter {
  questionId: string;
  values: string[];
}

/**
 * The overview's search, filters, sort and page (1-based), kept in the address so that a reload, a link or a saved
 * view shows the same list. Days of the created range are yyyy-MM-dd ('' for none), in the browser's time zone.
 */
export interface OverviewState {
  search: string;
  funnelIds: string[];
  /** Round ids, or APPLICATION_INTAKE_ROUND for the applications not moved into a round yet. */
  roundIds: string[];
  statuses: ApplicationStatus[];
  statusGroups: ApplicationStatusGroup[];
  tagIds: string[];
  createdFrom: string;
  createdTo: string;
  answers: AnswerFilter[];
  includeDrafts: boolean;
  sort: ApplicationSortField;
  direction: SortDirection;
  page: number;
}

/**
 * The query-string keys: `?search=solar&funnel=<id>&round=intake&status=under_review&group=ALL_PENDING&tag=<id>
 * &from=2027-01-01&to=2027-01-31&answer=stage:seed,idea&drafts=1&sort=STARTUP_NAME&dir=ASC&page=2`, a list repeating
 * its key. An answer is `<questionId>:<value>,<value>`, each part URI-encoded.
 */
export const OVERVIEW_URL_KEYS = {
  search: 'search',
  funnelIds: 'funnel',
  roundIds: 'round',
  statuses: 'status',
  statusGroups: 'group',
  tagIds: 'tag',
  createdFrom: 'from',
  createdTo: 'to',
  answers: 'answer',
  includeDrafts: 'drafts',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
} as const;

export const DEFAULT_OVERVIEW_SORT: ApplicationSortField = 'CREATED_AT';
export const DEFAULT_OVERVIEW_DIRECTION: SortDirection = 'DESC';

export const EMPTY_OVERVIEW: OverviewState = {
  search: '',
  funnelIds: [],
  roundIds: [],
  statuses: [],
  statusGroups: [],
  tagIds: [],
  createdFrom: '',
  createdTo: '',
  answers: [],
  includeDrafts: false,
  sort: DEFAULT_OVERVIEW_SORT,
  direction: DEFAULT_OVERVIEW_DIRECTION,
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The distinct non-blank values of a repeated key, in the order they came. */
function listOf(params: URLSearchParams, key: string): string[] {
  return [...new Set(params.getAll(key).map((value) => value.trim()))].filter((value) => value !== '');
}

function validDay(value: string | null | undefined): string {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00`)) ? value : '';
}

export function encodeAnswerFilter(answer: AnswerFilter): string {
  return `${encodeURIComponent(answer.questionId)}:${answer.values.map(encodeURIComponent).join(',')}`;
}

/** `<questionId>:<value>,<value>`; null when it names no question or no value. */
export function decodeAnswerFilter(text: string): AnswerFilter | null {
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  try {
    const questionId = decodeURIComponent(text.slice(0, colon));
    const values = [
      ...new Set(
        text
          .slice(colon + 1)
          .split(',')
          .map(decodeURIComponent),
      ),
    ].filter((value) => value !== '');
    return questionId && values.length > 0 ? { questionId, values } : null;
  } catch {
    return null;
  }
}

/** Reads the overview's state from the query string; what is not understood is dropped. */
export function parseOverview(params: URLSearchParams): OverviewState {
  const page = Number(params.get(OVERVIEW_URL_KEYS.page));
  const sort = params.get(OVERVIEW_URL_KEYS.sort);
  const direction = params.get(OVERVIEW_URL_KEYS.direction);
  const answers = new Map<string, AnswerFilter>();
  for (const text of params.getAll(OVERVIEW_URL_KEYS.answers)) {
    const answer = decodeAnswerFilter(text);
    if (answer && !answers.has(answer.questionId)) answers.set(answer.questionId, answer);
  }
  return {
    search: params.get(OVERVIEW_URL_KEYS.search)?.trim() ?? '',
    funnelIds: listOf(params, OVERVIEW_URL_KEYS.funnelIds).filter((id) => UUID.test(id)),
    roundIds: listOf(params, OVERVIEW_URL_KEYS.roundIds).filter(
      (id) => id === APPLICATION_INTAKE_ROUND || UUID.test(id),
    ),
    statuses: listOf(params, OVERVIEW_URL_KEYS.statuses).filter((value) => isOneOf(APPLICATION_STATUSES, value)),
    statusGroups: listOf(params, OVERVIEW_URL_KEYS.statusGroups).filter((value) =>
      isOneOf(APPLICATION_STATUS_GROUPS, value),
    ),
    tagIds: listOf(params, OVERVIEW_URL_KEYS.tagIds).filter((id) => UUID.test(id)),
    createdFrom: validDay(params.get(OVERVIEW_URL_KEYS.createdFrom)),
    createdTo: validDay(params.get(OVERVIEW_URL_KEYS.createdTo)),
    answers: [...answers.values()],
    includeDrafts: params.get(OVERVIEW_URL_KEYS.includeDrafts) === '1',
    sort: isOneOf(APPLICATION_SORT_FIELDS, sort) ? sort : DEFAULT_OVERVIEW_SORT,
    direction: direction === 'ASC' || direction === 'DESC' ? direction : DEFAULT_OVERVIEW_DIRECTION,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** A change of the list: any change but the page's goes back to the first page. */
export function changeOverview(state: OverviewState, next: Partial<OverviewState>): OverviewState {
  const changed = { ...state, ...next };
  if (next.page === undefined) changed.page = 1;
  return changed;
}

/** Writes the state into a copy of the query string: defaults leave no key, keys of others are kept. */
export function writeOverview(params: URLSearchParams, state: OverviewState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(OVERVIEW_URL_KEYS)) next.delete(key);
  if (state.search.trim() !== '') next.set(OVERVIEW_URL_KEYS.search, state.search.trim());
  for (const id of state.funnelIds) next.append(OVERVIEW_URL_KEYS.funnelIds, id);
  for (const id of state.roundIds) next.append(OVERVIEW_URL_KEYS.roundIds, id);
  for (const status of state.statuses) next.append(OVERVIEW_URL_KEYS.statuses, status);
  for (const group of state.statusGroups) next.append(OVERVIEW_URL_KEYS.statusGroups, group);
  for (const id of state.tagIds) next.append(OVERVIEW_URL_KEYS.tagIds, id);
  if (state.createdFrom) next.set(OVERVIEW_URL_KEYS.createdFrom, state.createdFrom);
  if (state.createdTo) next.set(OVERVIEW_URL_KEYS.createdTo, state.createdTo);
  for (const answer of state.answers) {
    if (answer.values.length > 0) next.append(OVERVIEW_URL_KEYS.answers, encodeAnswerFilter(answer));
  }
  if (state.includeDrafts) next.set(OVERVIEW_URL_KEYS.includeDrafts, '1');
  if (state.sort !== DEFAULT_OVERVIEW_SORT) next.set(OVERVIEW_URL_KEYS.sort, state.sort);
  if (state.direction !== DEFAULT_OVERVIEW_DIRECTION) next.set(OVERVIEW_URL_KEYS.direction, state.direction);
  if (state.page > 1) next.set(OVERVIEW_URL_KEYS.page, String(state.page));
  return next;
}

/** The start of a day in the browser's time zone, as an instant; the day after for the end of a range. */
export function dayStart(day: string, plusDays = 0): string | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
}

/** The `filter` argument of the applications query for the state. */
export function overviewFilter(state: OverviewState) {
  return {
    search: state.search.trim() || null,
    funnelIds: state.funnelIds.length > 0 ? state.funnelIds : null,
    roundIds: state.roundIds.length > 0 ? state.roundIds : null,
    statuses: state.statuses.length > 0 ? state.statuses : null,
    statusGroups: state.statusGroups.length > 0 ? state.statusGroups : null,
    tagIds: state.tagIds.length > 0 ? state.tagIds : null,
    createdFrom: state.createdFrom ? dayStart(state.createdFrom) : null,
    createdTo: state.createdTo ? dayStart(state.createdTo, 1) : null,
    answers: state.answers.length > 0 ? state.answers : null,
    includeDrafts: state.includeDrafts || null,
  };
}

/** The variables of the applications query: the filter, the sort and the page (0-based on the server). */
export function overviewVariables(state: OverviewState) {
  return {
    filter: overviewFilter(state),
    sort: { field: state.sort, direction: state.direction },
    page: state.page - 1,
    pageSize: OVERVIEW_PAGE_SIZE,
  };
}

/** The selection of a batch lasts while the list's filters and search stay the same (pages and sorts keep it). */
export function selectionScope(state: OverviewState): string {
  return JSON.stringify(overviewFilter(state));
}

/** How many filters of the panel narrow the list (the search and the sort are not counted). */
export function activeFilterCount(state: OverviewState): number {
  return (
    [state.funnelIds, state.roundIds, state.statuses, state.statusGroups, state.tagIds, state.answers].filter(
      (list) => list.length > 0,
    ).length +
    (state.createdFrom || state.createdTo ? 1 : 0) +
    (state.includeDrafts ? 1 : 0)
  );
}

/** What a saved view of the overview holds for the state: only what narrows or orders the list. */
export function savedViewFiltersOf(state: OverviewState): ApplicationViewFilters {
  const filters: ApplicationViewFilters = { sort: state.sort, direction: state.direction };
  if (state.search.trim()) filters.search = state.search.trim();
  if (state.funnelIds.length > 0) filters.funnelIds = state.funnelIds;
  if (state.roundIds.length > 0) filters.roundIds = state.roundIds;
  if (state.statuses.length > 0) filters.statuses = state.statuses;
  if (state.statusGroups.length > 0) filters.statusGroups = state.statusGroups;
  if (state.tagIds.length > 0) filters.tagIds = state.tagIds;
  if (state.createdFrom) filters.createdFrom = state.createdFrom;
  if (state.createdTo) filters.createdTo = state.createdTo;
  if (state.answers.length > 0) filters.answers = state.answers;
  if (state.includeDrafts) filters.includeDrafts = true;
  return filters;
}

/** A saved view's filters as the server sent them; anything the schema refuses makes an empty view, never a broken list. */
export function parseSavedViewFilters(value: unknown): ApplicationViewFilters {
  const parsed = applicationViewFiltersSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The list a saved view describes, from its first page. */
export function overviewOfSavedView(filters: ApplicationViewFilters): OverviewState {
  return {
    ...EMPTY_OVERVIEW,
    search: filters.search ?? '',
    funnelIds: filters.funnelIds ?? [],
    roundIds: filters.roundIds ?? [],
    statuses: filters.statuses ?? [],
    statusGroups: filters.statusGroups ?? [],
    tagIds: filters.tagIds ?? [],
    createdFrom: filters.createdFrom ?? '',
    createdTo: filters.createdTo ?? '',
    answers: (filters.answers ?? []).map((answer) => ({ questionId: answer.questionId, values: [...answer.values] })),
    includeDrafts: filters.includeDrafts ?? false,
    sort: filters.sort ?? DEFAULT_OVERVIEW_SORT,
    direction: filters.direction ?? DEFAULT_OVERVIEW_DIRECTION,
  };
}

/** Whether the address shows what a saved view describes (the page aside). */
export function isSavedViewActive(filters: ApplicationViewFilters, state: OverviewState): boolean {
  const wanted = writeOverview(new URLSearchParams(), overviewOfSavedView(filters)).toString();
  return wanted === writeOverview(new URLSearchParams(), { ...state, page: 1 }).toString();
}
