import { PROFILE_PAGE_SIZE, ROLE_TYPES, type RoleType } from '@cohort/shared';
import type { CommunityKind } from './community-path.ts';

export {
  COMMUNITY_KINDS,
  COMMUNITY_SEARCH_PATH,
  type CommunityKind,
  communitySearchPath,
} from './community-path.ts';
export const COMMUNITY_PAGE_SIZE = PROFILE_PAGE_SIZE;
export const COMMUNITY_SEARCH_DEBOUNCE_MS = 300;

/** The role types one may filter people by: every role but the product's own system account. */
export const COMMUNITY_ROLE_TYPES: readonly RoleType[] = ROLE_TYPES.filter((type) => type !== 'System');

/** The directory's kind, search, filters and page (1-based), kept in the address so that a reload shows the same list. */
export interface CommunityListState {
  kind: CommunityKind;
  search: string;
  /** People only: role types. */
  roleTypes: RoleType[];
  /** User tags for people, startup tags for startups. */
  tagIds: string[];
  industryIds: string[];
  /** People only: tags of the skills kind. */
  skillIds: string[];
  page: number;
}

/**
 * The query-string keys of the directory: `?kind=people&search=mina&role=Mentor&tag=<id>&industry=<id>&skill=<id>&page=2`,
 * a list repeating its key.
 */
export const COMMUNITY_URL_KEYS = {
  kind: 'kind',
  search: 'search',
  roleTypes: 'role',
  tagIds: 'tag',
  industryIds: 'industry',
  skillIds: 'skill',
  page: 'page',
} as const;

export const EMPTY_COMMUNITY_LIST: CommunityListState = {
  kind: 'people',
  search: '',
  roleTypes: [],
  tagIds: [],
  industryIds: [],
  skillIds: [],
  page: 1,
};

export function isCommunityKind(value: string | null | undefined): value is CommunityKind {
  return value === 'people' || value === 'startups';
}

function isRoleType(value: string): value is RoleType {
  return (COMMUNITY_ROLE_TYPES as readonly string[]).includes(value);
}

/** The distinct non-blank values of a repeated key, in the order they came. */
function listOf(params: URLSearchParams, key: string): string[] {
  return [...new Set(params.getAll(key).map((value) => value.trim()))].filter((value) => value !== '');
}

/**
 * Reads the directory's state from the query string: an unknown kind is people, unknown role types and pages that are
 * not whole positive numbers are dropped, and the filters of people only are ignored for startups.
 */
export function parseCommunityList(params: URLSearchParams): CommunityListState {
  const kindParam = params.get(COMMUNITY_URL_KEYS.kind);
  const kind = isCommunityKind(kindParam) ? kindParam : 'people';
  const page = Number(params.get(COMMUNITY_URL_KEYS.page));
  const people = kind === 'people';
  return {
    kind,
    search: params.get(COMMUNITY_URL_KEYS.search)?.trim() ?? '',
    roleTypes: people ? listOf(params, COMMUNITY_URL_KEYS.roleTypes).filter(isRoleType) : [],
    tagIds: listOf(params, COMMUNITY_URL_KEYS.tagIds),
    industryIds: listOf(params, COMMUNITY_URL_KEYS.industryIds),
    skillIds: people ? listOf(params, COMMUNITY_URL_KEYS.skillIds) : [],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * Writes the state into a copy of the query string: the kind always, the rest only when it differs from the defaults
 * (no search, no filter, first page); keys of others are kept.
 */
export function writeCommunityList(params: URLSearchParams, state: CommunityListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(COMMUNITY_URL_KEYS)) next.delete(key);
  next.set(COMMUNITY_URL_KEYS.kind, state.kind);
  const search = state.search.trim();
  if (search !== '') next.set(COMMUNITY_URL_KEYS.search, search);
  if (state.kind === 'people') {
    for (const type of new Set(state.roleTypes)) next.append(COMMUNITY_URL_KEYS.roleTypes, type);
  }
  for (const id of new Set(state.tagIds)) next.append(COMMUNITY_URL_KEYS.tagIds, id);
  for (const id of new Set(state.industryIds)) next.append(COMMUNITY_URL_KEYS.industryIds, id);
  if (state.kind === 'people') {
    for (const id of new Set(state.skillIds)) next.append(COMMUNITY_URL_KEYS.skillIds, id);
  }
  if (state.page > 1) next.set(COMMUNITY_URL_KEYS.page, String(state.page));
  return next;
}

/**
 * A change of search or filter starts again from the first page; a change of page keeps the rest. Switching between
 * people and startups keeps the search and the industries (both have them) and drops the filters of the other kind.
 */
export function changeCommunityList(
  state: CommunityListState,
  change: Partial<CommunityListState>,
): CommunityListState {
  const next = { ...state, ...change };
  if (change.kind !== undefined && change.kind !== state.kind) {
    next.roleTypes = [];
    next.tagIds = [];
    next.skillIds = [];
  }
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The variables of the `communitySearch` query: blank search and empty filters are left out; pages are 0-based. */
export function communitySearchVariables(state: CommunityListState) {
  const search = state.search.trim();
  const people = state.kind === 'people';
  const listOrNull = <T>(list: readonly T[]) => (list.length > 0 ? [...list] : null);
  return {
    kind: people ? ('PEOPLE' as const) : ('STARTUPS' as const),
    search: search === '' ? null : search,
    roleTypes: people ? listOrNull(state.roleTypes) : null,
    tagIds: listOrNull(state.tagIds),
    industryIds: listOrNull(state.industryIds),
    skillIds: people ? listOrNull(state.skillIds) : null,
    page: state.page - 1,
  };
}

/** How many pages a total needs (at least one), 24 a page. */
export function communityPageCount(totalCount: number, pageSize = COMMUNITY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** Whether any search or filter narrows the list (to tell "nobody yet" from "nothing matches"). */
export function isCommunityFiltered(state: CommunityListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.roleTypes.length > 0 ||
    state.tagIds.length > 0 ||
    state.industryIds.length > 0 ||
    state.skillIds.length > 0
  );
}
