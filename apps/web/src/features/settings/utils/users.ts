import { FOUNDER_LABEL, PAGE_SIZE } from '@cohort/shared';

/** Users management (spec 01 §2.3): 25 users a page; the export reads 100 at a time. */
export const USERS_PAGE_SIZE = PAGE_SIZE;
export const USERS_EXPORT_PAGE_SIZE = 100;
export const USERS_SEARCH_DEBOUNCE_MS = 300;

export const PERSON_STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** The statuses the list shows when no status filter is chosen: everyone but deleted users. */
export const DEFAULT_LIST_STATUSES: readonly PersonStatus[] = PERSON_STATUSES.filter((status) => status !== 'deleted');

/** The statuses an administrator may set by hand (deleted is not offered). */
export const SETTABLE_STATUSES: readonly PersonStatus[] = ['active', 'pending', 'unactive', 'archived', 'deny'];

const STATUS_COLOURS: Record<PersonStatus, string> = {
  active: 'green',
  pending: 'yellow',
  unactive: 'gray',
  archived: 'dark',
  deny: 'red',
  deleted: 'red',
};

export function isPersonStatus(value: string): value is PersonStatus {
  return (PERSON_STATUSES as readonly string[]).includes(value);
}

export function personStatusColour(status: string): string {
  return isPersonStatus(status) ? STATUS_COLOURS[status] : 'gray';
}

/** The statuses to ask the server for: the chosen ones, or every status but deleted. */
export function statusesFilter(chosen: readonly string[]): PersonStatus[] {
  const valid = chosen.filter(isPersonStatus);
  return valid.length > 0 ? valid : [...DEFAULT_LIST_STATUSES];
}

/** How many pages the pagination shows (at least one). */
export function usersPageCount(totalCount: number, pageSize = USERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** Whether a value, once ticked, selects or clears the rows of the page (select-all). */
export function toggleAll(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The file name of the users export, dated (users-2026-09-04.csv). */
export function usersExportFileName(now: Date = new Date()): string {
  return `users-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Whether the server applied the Founder rule (spec 01 §6: a cofounder with the default label whose startup has
 * exactly one person shows as Founder): the person's role label is Founder while the role itself is labelled otherwise.
 */
export function showsAsFounder(person: { roleLabel: string; role: { label: string } }): boolean {
  return person.roleLabel === FOUNDER_LABEL && person.role.label !== FOUNDER_LABEL;
}

/** The colour a user tag shows with: its own, or grey when it has none. */
export function userTagColour(tag: { color?: string | null }): string {
  const colour = tag.color?.trim();
  return colour ? colour : 'gray';
}

/** The tags of a person in one CSV cell, by name, separated by a comma. */
export function tagsCell(tags: ReadonlyArray<{ name: string }>): string {
  return tags.map((tag) => tag.name).join(', ');
}
