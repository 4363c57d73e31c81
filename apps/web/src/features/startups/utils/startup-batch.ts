import type { StartupsListState } from './startups-url.ts';

/** The batch actions on startups, in the order of the Batch actions menu (startStartupBatchOperation). */
export const STARTUP_BATCH_ACTIONS = [
  'ADD_TO_PROGRAM',
  'REMOVE_FROM_PROGRAM',
  'ADD_TAG',
  'REMOVE_TAG',
  'ADD_INDUSTRY',
  'REMOVE_INDUSTRY',
  'DELETE',
] as const;
export type StartupBatchActionType = (typeof STARTUP_BATCH_ACTIONS)[number];

/** What an action applies to the startups: a programme, a startup tag, an industry, or nothing (DELETE). */
export type StartupBatchTarget = 'programs' | 'tags' | 'industries';

/** On overall success a startup batch panel goes away after 3 s (spec 01 §9). */
export const STARTUP_BATCH_SUCCESS_DISMISS_MS = 3_000;

/** The list an action's target is chosen from; null for DELETE, which needs none. */
export function batchActionTarget(type: StartupBatchActionType): StartupBatchTarget | null {
  switch (type) {
    case 'ADD_TO_PROGRAM':
    case 'REMOVE_FROM_PROGRAM':
      return 'programs';
    case 'ADD_TAG':
    case 'REMOVE_TAG':
      return 'tags';
    case 'ADD_INDUSTRY':
    case 'REMOVE_INDUSTRY':
      return 'industries';
    case 'DELETE':
      return null;
  }
}

export function batchActionNeedsTarget(type: StartupBatchActionType): boolean {
  return batchActionTarget(type) !== null;
}

/**
 * The permission an action needs beyond managing startups, as the server checks it (startups/batch.ts): tags need
 * TAG:STARTUP:ADD or REMOVE, industries INDUSTRIES:STARTUP:ADD or REMOVE, deletion STARTUP:DELETE; programmes none.
 */
const BATCH_ACTION_PERMISSION: Record<StartupBatchActionType, string | null> = {
  ADD_TO_PROGRAM: null,
  REMOVE_FROM_PROGRAM: null,
  ADD_TAG: 'TAG:STARTUP:ADD',
  REMOVE_TAG: 'TAG:STARTUP:REMOVE',
  ADD_INDUSTRY: 'INDUSTRIES:STARTUP:ADD',
  REMOVE_INDUSTRY: 'INDUSTRIES:STARTUP:REMOVE',
  DELETE: 'STARTUP:DELETE',
};

/** The actions the viewer (a startup manager) may run, from their permissions (currentUserPermissions). */
export function allowedBatchActions(
  permissions: ReadonlyArray<{ key: string; permissionCriteria: string }>,
): StartupBatchActionType[] {
  const held = new Set(permissions.filter((entry) => entry.permissionCriteria !== 'NONE').map((entry) => entry.key));
  return STARTUP_BATCH_ACTIONS.filter((type) => {
    const key = BATCH_ACTION_PERMISSION[type];
    return key === null || held.has(key);
  });
}

/** The action input of startStartupBatchOperation; null while an action that needs a target has none. */
export function batchActionInput(
  type: StartupBatchActionType,
  targetId: string | null,
): { type: StartupBatchActionType; targetId?: string } | null {
  if (!batchActionNeedsTarget(type)) return { type };
  return targetId ? { type, targetId } : null;
}

/** Selects or unselects one startup. */
export function toggleStartup(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** "Select all on this page": selects the page's startups, or unselects them when all were; others stay. */
export function togglePage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allSelected = pageSelection(selected, pageIds) === 'all';
  for (const id of pageIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** How much of the page is selected, for the header's box (checked, indeterminate or empty). */
export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): 'all' | 'some' | 'none' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** The selection once a batch on `done` has ended: those startups are let go, a later choice stays. */
export function withoutStartups(selected: ReadonlySet<string>, done: readonly string[]): Set<string> {
  const next = new Set(selected);
  for (const id of done) next.delete(id);
  return next;
}

/**
 * What the selection belongs to: another search or other filters show other startups, so the selection starts again
 * (another page or sort keeps it).
 */
export function selectionScope(state: StartupsListState): string {
  return JSON.stringify([state.search, state.programIds, state.industryIds, state.tagIds, state.customFields]);
}
