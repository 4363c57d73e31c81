import {
  APPLICATION_BATCH_DISMISS_MS,
  APPLICATION_MESSAGES,
  type ApplicationBatchActionType,
  type ApplicationMessageKey,
  DECISION_ACTIONS,
  type DecisionAction,
} from '@cohort/shared';

/** On overall success the applications' panel goes away by itself after 5 s (spec 01 §9). */
export const APPLICATION_BATCH_SUCCESS_DISMISS_MS = APPLICATION_BATCH_DISMISS_MS;

/** What a batch action asks for before it starts: a round, a decision, a tag, or a confirmation (DELETE). */
export type BatchTarget = 'round' | 'decision' | 'tag' | null;

export function batchTargetOf(action: ApplicationBatchActionType): BatchTarget {
  switch (action) {
    case 'MOVE_TO_ROUND':
      return 'round';
    case 'DECIDE':
      return 'decision';
    case 'ADD_TAG':
    case 'REMOVE_TAG':
      return 'tag';
    default:
      return null;
  }
}

export function isDecisionAction(value: string | null): value is DecisionAction {
  return value !== null && (DECISION_ACTIONS as readonly string[]).includes(value);
}

/** The `action` argument of startApplicationBatchOperation, or null while its target is missing. */
export function batchActionInput(action: ApplicationBatchActionType, target: string | null) {
  switch (batchTargetOf(action)) {
    case 'round':
      return target ? { type: action, roundId: target } : null;
    case 'tag':
      return target ? { type: action, tagId: target } : null;
    case 'decision':
      return isDecisionAction(target) ? { type: action, decision: target } : null;
    default:
      return { type: action };
  }
}

/** Whether none, some or all of the page's rows are selected (the header's box). */
export function pageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/** Selects the page's rows, or unselects them when all were selected. */
export function togglePage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (pageSelection(selected, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function without(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  for (const id of ids) next.delete(id);
  return next;
}

/** The reasons a batch item fails for, by the key of the server's message (APPLICATION_MESSAGES). */
const BATCH_FAILURE_KEYS = [
  'batchItemGone',
  'batchItemForbidden',
  'batchTargetMissing',
  'draftNotMovable',
  'roundOfOtherFunnel',
] as const satisfies readonly ApplicationMessageKey[];
export type BatchFailureKey = (typeof BATCH_FAILURE_KEYS)[number] | 'transition';

const MESSAGE_KEYS = new Map<string, BatchFailureKey>(
  BATCH_FAILURE_KEYS.map((key) => [APPLICATION_MESSAGES[key], key]),
);
const TRANSITION = /^An application cannot go from (\w+) to (\w+)$/;

/**
 * A failed item's reason, as the server wrote it (APPLICATION_MESSAGES, in English), read back into a translation key
 * with its parameters; null for a message it does not know (shown as it came).
 */
export function batchFailureKey(message: string): { key: BatchFailureKey; params: Record<string, string> } | null {
  const known = MESSAGE_KEYS.get(message);
  if (known) return { key: known, params: {} };
  const transition = TRANSITION.exec(message);
  if (transition) return { key: 'transition', params: { from: transition[1] ?? '', to: transition[2] ?? '' } };
  return null;
}
