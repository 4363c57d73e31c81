import { CREATE_MENU_HIDDEN_FOR } from '@cohort/shared';

/** The create-menu entries this build translates (`create.<name>` in the `search` namespace). */
export const CREATE_ENTRY_NAMES = [
  'createTask',
  'createEvent',
  'createUser',
  'createProgram',
  'createStartup',
  'createApplicationLead',
  'createCourse',
  'createFunnel',
  'createForm',
] as const;
export type CreateEntryName = (typeof CREATE_ENTRY_NAMES)[number];

export function isCreateEntryName(name: string): name is CreateEntryName {
  return (CREATE_ENTRY_NAMES as readonly string[]).includes(name);
}

/** The entry that is an action rather than a link (spec 01 §2.5): it creates an event, then opens it. */
export const CREATE_EVENT_ENTRY = 'createEvent';

/** Where a new event is edited. */
export function eventEditPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/edit`;
}

/** The navigation state the create-menu links carry (spec 01 §2.5), read by the target page to open its form. */
export const CREATE_NAVIGATION_STATE = { create: true } as const;

export interface CreateMenuItem {
  name: string;
  label?: string | null;
  path?: string | null;
}

export type CreateMenuChoice =
  | { kind: 'action'; name: string; label: string | null }
  | { kind: 'link'; name: string; label: string | null; to: string };

/**
 * The entries the create button offers (spec 01 §6): none for applicants, cofounders and community members, and
 * none without a destination; the button hides when the list is empty.
 */
export function createMenuChoices(entries: readonly CreateMenuItem[], roleType: string | null | undefined) {
  if (!roleType || (CREATE_MENU_HIDDEN_FOR as readonly string[]).includes(roleType)) return [];
  const choices: CreateMenuChoice[] = [];
  for (const entry of entries) {
    const label = entry.label ?? null;
    if (entry.name === CREATE_EVENT_ENTRY) choices.push({ kind: 'action', name: entry.name, label });
    else if (entry.path) choices.push({ kind: 'link', name: entry.name, label, to: entry.path });
  }
  return choices;
}
