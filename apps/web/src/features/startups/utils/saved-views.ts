import {
  type CustomFieldFilterInput,
  customFieldFilterInput,
  parseCustomFieldFilterInputs,
  sameCustomFieldFilters,
} from './custom-field-filters.ts';
import type { FormProblem } from './form-problems.ts';
import {
  EMPTY_STARTUPS_LIST,
  STARTUP_SORTS,
  type StartupSort,
  type StartupsListState,
  writeStartupsList,
} from './startups-url.ts';
import { STARTUPS_VIEWS, type StartupsView } from './startups-view.ts';

/** The longest name of a saved view (the server refuses more). */
export const SAVED_VIEW_NAME_MAX = 60;

/**
 * What a saved view of the portfolio holds (the `filters` of `createSavedView(scope: STARTUPS)`): the list's search,
 * filters and sort as the address keeps them, and cards or table. Absent means "none" (or the default).
 */
export interface SavedViewFilters {
  search?: string;
  programIds?: string[];
  industryIds?: string[];
  tagIds?: string[];
  /** The custom-field filters, as the API takes them (CustomFieldFilterInput). */
  customFields?: CustomFieldFilterInput[];
  sort?: StartupSort;
  view?: StartupsView;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The distinct non-blank strings of a list, in order; anything else is dropped. */
function idsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
  return [...new Set(ids)].filter((id) => id !== '');
}

/**
 * The filters to save for the list in the address and the current view: only the keys the server accepts, and only
 * those that narrow or order the list (no blank search, no empty filter); the sort and the view are always kept, so
 * that applying the view restores them.
 */
export function savedViewFiltersOf(state: StartupsListState, view: StartupsView): SavedViewFilters {
  const filters: SavedViewFilters = {};
  const search = state.search.trim();
  if (search !== '') filters.search = search;
  const programIds = idsOf(state.programIds);
  if (programIds.length > 0) filters.programIds = programIds;
  const industryIds = idsOf(state.industryIds);
  if (industryIds.length > 0) filters.industryIds = industryIds;
  const tagIds = idsOf(state.tagIds);
  if (tagIds.length > 0) filters.tagIds = tagIds;
  if (state.customFields.length > 0) filters.customFields = state.customFields.map(customFieldFilterInput);
  filters.sort = state.sort;
  filters.view = view;
  return filters;
}

/**
 * Reads a saved view's filters as the server sent them (JSON): unknown keys, values of the wrong kind, unknown sorts
 * and views are dropped, so that an older or hand-made view never breaks the list.
 */
export function parseSavedViewFilters(value: unknown): SavedViewFilters {
  if (!isRecord(value)) return {};
  const filters: SavedViewFilters = {};
  if (typeof value.search === 'string' && value.search.trim() !== '') filters.search = value.search.trim();
  for (const key of ['programIds', 'industryIds', 'tagIds'] as const) {
    const ids = idsOf(value[key]);
    if (ids.length > 0) filters[key] = ids;
  }
  const customFields = parseCustomFieldFilterInputs(value.customFields);
  if (customFields.length > 0) filters.customFields = customFields.map(customFieldFilterInput);
  if (typeof value.sort === 'string' && (STARTUP_SORTS as readonly string[]).includes(value.sort)) {
    filters.sort = value.sort as StartupSort;
  }
  if (typeof value.view === 'string' && (STARTUPS_VIEWS as readonly string[]).includes(value.view)) {
    filters.view = value.view as StartupsView;
  }
  return filters;
}

/** The list's state a saved view describes, from its first page; what the view leaves out is the default. */
export function startupsListOfSavedView(filters: SavedViewFilters): StartupsListState {
  return {
    ...EMPTY_STARTUPS_LIST,
    search: filters.search ?? '',
    programIds: filters.programIds ?? [],
    industryIds: filters.industryIds ?? [],
    tagIds: filters.tagIds ?? [],
    customFields: parseCustomFieldFilterInputs(filters.customFields),
    sort: filters.sort ?? EMPTY_STARTUPS_LIST.sort,
  };
}

/** The query string that shows a saved view: the list's keys are replaced (first page), keys of others are kept. */
export function savedViewSearchParams(filters: SavedViewFilters, current: URLSearchParams): URLSearchParams {
  return writeStartupsList(current, startupsListOfSavedView(filters));
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * Whether the list in the address (whatever its page) and the current view are what a saved view shows: same search,
 * same filters in any order, same sort, and the same view when the saved view names one.
 */
export function isSavedViewActive(filters: SavedViewFilters, state: StartupsListState, view: StartupsView): boolean {
  const wanted = startupsListOfSavedView(filters);
  return (
    wanted.search === state.search.trim() &&
    sameIds(wanted.programIds, state.programIds) &&
    sameIds(wanted.industryIds, state.industryIds) &&
    sameIds(wanted.tagIds, state.tagIds) &&
    sameCustomFieldFilters(wanted.customFields, state.customFields) &&
    wanted.sort === state.sort &&
    (filters.view === undefined || filters.view === view)
  );
}

/** Why the name of a new saved view is refused: required, at most 60 characters. */
export function savedViewNameProblem(name: string): FormProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return { kind: 'required' };
  if (trimmed.length > SAVED_VIEW_NAME_MAX) return { kind: 'textMax', max: SAVED_VIEW_NAME_MAX };
  return undefined;
}
