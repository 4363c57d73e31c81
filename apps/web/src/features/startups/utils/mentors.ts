import { isInRoleGroup, ROLE_TYPES, type RoleType } from '@cohort/shared';
import type { AssignationsListState } from './assignations-url.ts';

/** Mentors management lists these two role types (the server's `mentors` query). */
export const MENTOR_ROLE_TYPES = ['Mentor', 'Expert'] as const satisfies readonly RoleType[];
export type MentorRoleType = (typeof MENTOR_ROLE_TYPES)[number];

/** A startup as a mentor's row and the select know it. */
export interface MentorStartupChoice {
  _id: string;
  name: string;
  logo?: string | null;
}

/**
 * The variables of the `mentors` query for the search and page of the address (the same keys as the assignations
 * list): a blank search is left out; pages are 0-based, 25 a page on the server.
 */
export function mentorsQueryVariables(state: AssignationsListState): { search: string | null; page: number } {
  const search = state.search.trim();
  return { search: search === '' ? null : search, page: Math.max(0, state.page - 1) };
}

/** The role type whose translated label a row shows (Mentor or Expert); null for anything else. */
export function mentorRoleType(roleType: string): MentorRoleType | null {
  return MENTOR_ROLE_TYPES.find((type) => type === roleType) ?? null;
}

/** Invitations live in the users settings, which only the admin group opens (spec 01 §6). */
export function canInviteMentors(roleType: string | null | undefined): boolean {
  const type = ROLE_TYPES.find((candidate) => candidate === roleType);
  return type !== undefined && isInRoleGroup(type, 'adminGroup');
}

/** Remembers startups by id (a new map; later entries win), so that chosen ones keep their names across searches. */
export function rememberStartups(
  known: ReadonlyMap<string, MentorStartupChoice>,
  startups: readonly MentorStartupChoice[],
): Map<string, MentorStartupChoice> {
  const next = new Map(known);
  for (const startup of startups) next.set(startup._id, startup);
  return next;
}

/**
 * The options of the startups select: the chosen startups first (named from what is known, so that a search that no
 * longer lists them keeps their names), then those the current search found, each once.
 */
export function mentorStartupOptions(
  chosenIds: readonly string[],
  known: ReadonlyMap<string, MentorStartupChoice>,
  found: readonly MentorStartupChoice[],
): { value: string; label: string }[] {
  const options = new Map<string, string>();
  for (const id of chosenIds) {
    const startup = known.get(id) ?? found.find((candidate) => candidate._id === id);
    options.set(id, startup?.name || id);
  }
  for (const startup of found) if (!options.has(startup._id)) options.set(startup._id, startup.name || startup._id);
  return [...options].map(([value, label]) => ({ value, label }));
}
