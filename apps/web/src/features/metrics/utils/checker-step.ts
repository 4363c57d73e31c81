import type { KeyValueStorage } from '../../../lib/browser-storage.ts';
import { safeGet, safeSet } from '../../../lib/browser-storage.ts';

/** The checker's steps (spec 02 §4): null until known, then what is pending, or closed. */
export type MetricsCheckerStep = null | 'CATEGORIZATION' | 'METRICS' | 'CLOSED';

export interface CheckerFacts {
  initialCategorizationComplete: boolean;
  pendingType: string | null;
  skippedThisSession: boolean;
}

/**
 * CATEGORIZATION or METRICS when a pending data form exists; CLOSED when none exists, or when the person skipped in
 * this browser session and the initial categorization is complete (an incomplete one asks again on the next visit).
 */
export function checkerStep(facts: CheckerFacts | null): MetricsCheckerStep {
  if (!facts) return null;
  if (!facts.pendingType) return 'CLOSED';
  if (facts.skippedThisSession && facts.initialCategorizationComplete) return 'CLOSED';
  return facts.pendingType === 'categorization' ? 'CATEGORIZATION' : 'METRICS';
}

const skipKey = (startupId: string) => `cohort:metrics-checker-skipped:${startupId}`;

export function wasSkipped(storage: KeyValueStorage | null, startupId: string): boolean {
  return safeGet(storage, skipKey(startupId)) === '1';
}

export function rememberSkip(storage: KeyValueStorage | null, startupId: string): void {
  safeSet(storage, skipKey(startupId), '1');
}
