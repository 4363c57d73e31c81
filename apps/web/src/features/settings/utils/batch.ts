/** Batch processing of users (spec 01 §4): the panel's state, fed by the subscription and the state query. */

export const BATCH_SUCCESS_DISMISS_MS = 3_000;

export const FINAL_BATCH_STATUSES = ['SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'] as const;
export type FinalBatchStatus = (typeof FINAL_BATCH_STATUSES)[number];

export interface BatchItemFailure {
  userId: string;
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

export function isFinalBatchStatus(value: string): value is FinalBatchStatus {
  return (FINAL_BATCH_STATUSES as readonly string[]).includes(value);
}

export function newBatchProcess(id: string, total: number): BatchProcess {
  return { id, total, processed: 0, failed: 0, status: null, failures: [] };
}

/** An event of userBatchOperationUpdated, applied to the panel's state; counters never go back. */
export function applyBatchUpdate(
  process: BatchProcess,
  update: {
    updateType: string;
    userId?: string | null;
    processed: number;
    failed: number;
    total: number;
    message?: string | null;
  },
): BatchProcess {
  const next: BatchProcess = {
    ...process,
    total: update.total || process.total,
    processed: Math.max(process.processed, update.processed),
    failed: Math.max(process.failed, update.failed),
  };
  if (update.updateType === 'ITEM_FAILED' && update.userId) {
    if (!next.failures.some((failure) => failure.userId === update.userId)) {
      next.failures = [...next.failures, { userId: update.userId, message: update.message ?? null }];
    }
  }
  if (isFinalBatchStatus(update.updateType)) next.status = update.updateType;
  return next;
}

/** The state read from userBatchOperation, merged with what the events already told. */
export function applyBatchState(
  process: BatchProcess,
  state: {
    status: string;
    total: number;
    processed: number;
    failed: number;
    results: ReadonlyArray<{ userId: string; succeeded: boolean; message?: string | null }>;
  },
): BatchProcess {
  const failures = [...process.failures];
  for (const result of state.results) {
    if (!result.succeeded && !failures.some((failure) => failure.userId === result.userId)) {
      failures.push({ userId: result.userId, message: result.message ?? null });
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
