import { FORM_KINDS, type FormKind } from '@cohort/shared';

export const FORMS_PATH = '/forms/management';
export const NEW_FORM_PATH = '/forms/management/new';
export const FORMS_PAGE_SIZE = 20;
export const FORMS_SEARCH_DEBOUNCE_MS = 300;

export const formBuilderPath = (id: string) => `${FORMS_PATH}/${encodeURIComponent(id)}/edit`;
export const formComparePath = (baseId: string, compareId: string) =>
  `${FORMS_PATH}/form/${encodeURIComponent(baseId)}/compare/${encodeURIComponent(compareId)}`;
/** Profile forms are built in the profile builder (spec 01 §2: /profiles/:id/builder), not in the forms builder. */
export const profileBuilderPath = (id: string) => `/profiles/${encodeURIComponent(id)}/builder`;
/** The public link of a shared form (spec 01 §2.1). */
export const formShareUrl = (origin: string, shareId: string) => `${origin}/share/forms/${shareId}`;

/** The list's search, filters and page (1-based), kept in the address: `?search=&kind=&tag=&archived=1&page=`. */
export interface FormsListState {
  search: string;
  kind: FormKind | null;
  tag: string;
  archived: boolean;
  page: number;
}

const KEYS = { search: 'search', kind: 'kind', tag: 'tag', archived: 'archived', page: 'page' } as const;

export function parseFormsList(params: URLSearchParams): FormsListState {
  const page = Number(params.get(KEYS.page));
  const kind = params.get(KEYS.kind);
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    kind: FORM_KINDS.includes(kind as FormKind) ? (kind as FormKind) : null,
    tag: params.get(KEYS.tag)?.trim() ?? '',
    archived: params.get(KEYS.archived) === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the state into a copy of the query string; defaults leave no key, other keys stay. */
export function writeFormsList(params: URLSearchParams, state: FormsListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(KEYS)) next.delete(key);
  if (state.search.trim()) next.set(KEYS.search, state.search.trim());
  if (state.kind) next.set(KEYS.kind, state.kind);
  if (state.tag.trim()) next.set(KEYS.tag, state.tag.trim());
  if (state.archived) next.set(KEYS.archived, '1');
  if (state.page > 1) next.set(KEYS.page, String(state.page));
  return next;
}

/** Any change but the page's starts again from the first page. */
export function changeFormsList(state: FormsListState, change: Partial<FormsListState>): FormsListState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The variables of the `forms` query. */
export function formsQueryVariables(state: FormsListState, pageSize = FORMS_PAGE_SIZE) {
  return {
    filter: {
      search: state.search.trim() || null,
      kind: state.kind,
      tag: state.tag.trim() || null,
      archived: state.archived,
    },
    page: { limit: pageSize, offset: (state.page - 1) * pageSize },
  };
}
