import { PROGRAM_MEMBERS_PAGE_SIZE, PROGRAM_MESSAGES } from '@cohort/shared';

/** The assignation page of programmes of people (spec 01 §2.3: User programme assignation). */
export const PEOPLE_PROGRAMS_PATH = '/community/people/assignation';

/** The chosen programme, the search and the page (1-based) of the page, kept in the address so that a reload shows it. */
export interface PeopleProgramsState {
  program: string;
  search: string;
  page: number;
}

/** The query-string keys: `?program=<id>&search=ana&page=2`. */
export const PEOPLE_PROGRAMS_URL_KEYS = { program: 'program', search: 'search', page: 'page' } as const;

/** Where a programme of people's people are assigned: the page with the programme chosen. */
export function peopleProgramsPath(programId?: string | null): string {
  return programId
    ? `${PEOPLE_PROGRAMS_PATH}?${PEOPLE_PROGRAMS_URL_KEYS.program}=${encodeURIComponent(programId)}`
    : PEOPLE_PROGRAMS_PATH;
}

/** Reads the state from the query string; a page that is not a whole positive number is the first. */
export function parsePeoplePrograms(params: URLSearchParams): PeopleProgramsState {
  const page = Number(params.get(PEOPLE_PROGRAMS_URL_KEYS.page));
  return {
    program: params.get(PEOPLE_PROGRAMS_URL_KEYS.program)?.trim() ?? '',
    search: params.get(PEOPLE_PROGRAMS_URL_KEYS.search)?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the state into a copy of the query string: empty values and the first page leave no key; other keys stay. */
export function writePeoplePrograms(params: URLSearchParams, state: PeopleProgramsState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(PEOPLE_PROGRAMS_URL_KEYS)) next.delete(key);
  if (state.program !== '') next.set(PEOPLE_PROGRAMS_URL_KEYS.program, state.program);
  const search = state.search.trim();
  if (search !== '') next.set(PEOPLE_PROGRAMS_URL_KEYS.search, search);
  if (state.page > 1) next.set(PEOPLE_PROGRAMS_URL_KEYS.page, String(state.page));
  return next;
}

/** Another programme starts afresh (no search, first page); a new search starts from the first page. */
export function changePeoplePrograms(
  state: PeopleProgramsState,
  change: Partial<PeopleProgramsState>,
): PeopleProgramsState {
  const next = { ...state, ...change };
  if (change.program !== undefined && change.program !== state.program) {
    next.search = change.search ?? '';
    next.page = 1;
  } else if (change.page === undefined) next.page = 1;
  return next;
}

/** The variables of the `programMembers` query; none without a programme. Pages are 0-based there. */
export function programMembersVariables(state: PeopleProgramsState) {
  if (state.program === '') return null;
  const search = state.search.trim();
  return { programId: state.program, search: search === '' ? null : search, page: state.page - 1 };
}

/** How many pages a programme's people fill. */
export function programMembersPageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / PROGRAM_MEMBERS_PAGE_SIZE));
}

/** The refusals of the programme API that the page words itself, by the server's message. */
export type ProgramMessageKey = keyof typeof PROGRAM_MESSAGES;
export function programMessageKey(message: string): ProgramMessageKey | null {
  const entry = Object.entries(PROGRAM_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ProgramMessageKey) : null;
}
