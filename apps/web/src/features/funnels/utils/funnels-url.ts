export const FUNNELS_PATH = '/applications/funnels/management';
export const FUNNELS_SEARCH_DEBOUNCE_MS = 300;

export const funnelBuilderPath = (id: string) => `/applications/funnels/${encodeURIComponent(id)}/builder`;
/** A call's public page (spec 01 §2.1). */
export const publicCallPath = (slug: string) => `/apply/program/${encodeURIComponent(slug)}`;
export const publicCallUrl = (origin: string, slug: string) => `${origin}${publicCallPath(slug)}`;

/** The list's search and filters, kept in the address: `?search=&program=&archived=1`. */
export interface FunnelsListState {
  search: string;
  programId: string | null;
  archived: boolean;
}

const KEYS = { search: 'search', programId: 'program', archived: 'archived' } as const;

export function parseFunnelsList(params: URLSearchParams): FunnelsListState {
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    programId: params.get(KEYS.programId)?.trim() || null,
    archived: params.get(KEYS.archived) === '1',
  };
}

/** Writes the state into a copy of the query string; defaults leave no key, other keys stay. */
export function writeFunnelsList(params: URLSearchParams, state: FunnelsListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(KEYS)) next.delete(key);
  if (state.search.trim()) next.set(KEYS.search, state.search.trim());
  if (state.programId) next.set(KEYS.programId, state.programId);
  if (state.archived) next.set(KEYS.archived, '1');
  return next;
}

export function changeFunnelsList(state: FunnelsListState, change: Partial<FunnelsListState>): FunnelsListState {
  return { ...state, ...change };
}

/** The variables of the `funnels` query. */
export function funnelsQueryVariables(state: FunnelsListState) {
  return {
    filter: { search: state.search.trim() || null, programId: state.programId, archived: state.archived },
  };
}
