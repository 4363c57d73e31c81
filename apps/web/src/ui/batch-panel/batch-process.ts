/**
 * Batch processing (spec 01 §4), whatever the items (users, startups): the state of one panel, fed by the operation's
 * live updates and by reading its state.
 */

export const FINAL_BATCH_STATUSES = ['SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'] as const;
export type FinalBatchStatus = (typeof FINAL_BATCH_STATUSES)[number];

export interface BatchItemFailure {
  itemId: string;
  message: string | null;
}

export interface BatchProcess {
  id: string;
  total: number;
  processed: number;
  failed: number;
  /** null while running. */
  status: FinalBatchStatus | null;
  failures: BatchItemFailure[];
}

/** An event of an operation's subscription (userBatchOperationUpdated, startupBatchOperationUpdated, ...). */
export interface BatchItemUpdate {
  updateType: string;
  /** The user, startup, ... the event is about; none on the final event. */
  itemId?: string | null;
  processed: number;
  failed: number;
  total: number;
  message?: string | null;
}

/** The state of an operation as its query returns it, with one result per item done. */
export interface BatchOperationState {
  status: string;
  total: number;
  processed: number;
  failed: number;
  results: ReadonlyArray<{ itemId: string; succeeded: boolean; message?: string | null }>;
}

export function isFinalBatchStatus(value: string): value is FinalBatchStatus {
  return (FINAL_BATCH_STATUSES as readonly string[]).includes(value);
}

export function newBatchProcess(id: string, total: number): BatchProcess {
  return { id, total, processed: 0, failed: 0, status: null, failures: [] };
}

/** An event of the operation, applied to the panel's state; counters never go back. */
export function applyBatchUpdate(process: BatchProcess, update: BatchItemUpdate): BatchProcess {
  const next: BatchProcess = {
    ...process,
    total: update.total || process.total,
    processed: Math.max(process.processed, update.processed),
    failed: Math.max(process.failed, update.failed),
  };
  const { itemId } = update;
  if (update.updateType === 'ITEM_FAILED' && itemId) {
    if (!next.failures.some((failure) => failure.itemId === itemId)) {
      next.failures = [...next.failures, { itemId, message: update.message ?? null }];
    }
  }
  if (isFinalBatchStatus(update.updateType)) next.status = update.updateType;
  return next;
}

/** The state read from the operation's query, merged with what the events already told. */
export function applyBatchState(process: BatchProcess, state: BatchOperationState): BatchProcess {
  const failures = [...process.failures];
  for (const result of state.results) {
    if (!result.succeeded && !failures.some((failure) => failure.itemId === result.itemId)) {
      failures.push({ itemId: result.itemId, message: result.message ?? null });
    }
  }
  return {
    ...process,
    total: state.total || process.total,
    processed: Math.max(process.processed, state.processed),
    failed: Math.max(process.failed, state.failed),
    status: process.status ?? (isFinalBatchStatus(state.status) ? state.status : null),
    failures,
  };
}
