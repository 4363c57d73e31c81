import type { ModuleSearchResult } from './search-results.ts';

/** Spec 01 §2.5 leaves the timing open: the server is asked ~250 ms after the last key, for 5 records per kind. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 250;
export const GLOBAL_SEARCH_LIMIT = 5;
/** The server answers nothing for a shorter text. */
export const GLOBAL_SEARCH_MIN_LENGTH = 2;

export const TASKS_PATH = '/tasks';

export interface SearchPersonRecord {
  _id: string;
  fullName: string;
  avatar?: string | null;
  email: string;
  roleLabel: string;
}

export interface SearchStartupRecord {
  _id: string;
  name: string;
  logo?: string | null;
}

/** A startup found by the search opens its file. */
export function startupFilePath(startupId: string): string {
  return `/startup/${startupId}/file/activities`;
}

export interface SearchTaskRecord {
  _id: string;
  name?: string | null;
  dueDate: string;
}

/** Where choosing a result leads: a page of the app, or an address outside it (a mail). */
export type ResultTarget = { kind: 'route'; to: string } | { kind: 'href'; href: string };

export type SearchResultItem =
  | (ModuleSearchResult & { group: 'modules'; target: ResultTarget })
  | {
      kind: 'person';
      group: 'people';
      id: string;
      label: string;
      description: string;
      avatar: string | null;
      target: ResultTarget;
    }
  | { kind: 'startup'; group: 'startups'; id: string; label: string; logo: string | null; target: ResultTarget }
  | { kind: 'task'; group: 'tasks'; id: string; label: string; dueDate: string; target: ResultTarget };

/** Where a person found by the search leads: their profile (/profile/{id}, spec 01 §2.3). */
export function personTarget(person: SearchPersonRecord): ResultTarget {
  return { kind: 'route', to: `/profile/${encodeURIComponent(person._id)}` };
}

/** All results in the order the arrow keys walk them: modules and their sections, people, startups, then tasks. */
export function searchResultItems(
  modules: readonly ModuleSearchResult[],
  records: {
    people: readonly SearchPersonRecord[];
    startups?: readonly SearchStartupRecord[];
    tasks: readonly SearchTaskRecord[];
  } | null,
  { untitledTask }: { untitledTask: string },
): SearchResultItem[] {
  const items: SearchResultItem[] = modules.map((result) => ({
    ...result,
    group: 'modules',
    target: { kind: 'route', to: result.to },
  }));
  for (const person of records?.people ?? []) {
    items.push({
      kind: 'person',
      group: 'people',
      id: `person:${person._id}`,
      label: person.fullName,
      description: [person.roleLabel, person.email].filter(Boolean).join(' · '),
      avatar: person.avatar ?? null,
      target: personTarget(person),
    });
  }
  for (const startup of records?.startups ?? []) {
    items.push({
      kind: 'startup',
      group: 'startups',
      id: `startup:${startup._id}`,
      label: startup.name,
      logo: startup.logo ?? null,
      target: { kind: 'route', to: startupFilePath(startup._id) },
    });
  }
  for (const task of records?.tasks ?? []) {
    items.push({
      kind: 'task',
      group: 'tasks',
      id: `task:${task._id}`,
      label: task.name?.trim() || untitledTask,
      dueDate: task.dueDate,
      target: { kind: 'route', to: TASKS_PATH },
    });
  }
  return items;
}
