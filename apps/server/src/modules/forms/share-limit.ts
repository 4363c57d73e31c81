import { GraphQLError } from 'graphql';

/**
 * Anonymous submissions to a shared form are limited per address and form (a sliding window in memory, per
 * instance): enough for a team filling from one office, not for a script. Counted once the answers are valid.
 */
export const SHARE_LIMIT = { perAddress: 10, perForm: 120, windowMs: 10 * 60 * 1000 } as const;

const hits = new Map<string, number[]>();

function take(key: string, max: number, now: number): boolean {
  const recent = (hits.get(key) ?? []).filter((at) => now - at < SHARE_LIMIT.windowMs);
  if (recent.length >= max) {
    hits.set(key, recent);
    return false;
  }
  recent.push(now);
  hits.set(key, recent);
  return true;
}

export class TooManySubmissionsError extends GraphQLError {
  constructor() {
    super('Too many answers were sent from here: try again in a few minutes', {
      extensions: { code: 'TooManyRequestsError' },
    });
  }
}

/** Counts one submission from `address` to a form, or throws TooManySubmissionsError. */
export function takeSubmissionSlot(address: string, formBaseId: string, now = Date.now()): void {
  if (hits.size > 50_000) hits.clear();
  if (
    !take(`a:${address}:${formBaseId}`, SHARE_LIMIT.perAddress, now) ||
    !take(`f:${formBaseId}`, SHARE_LIMIT.perForm, now)
  ) {
    throw new TooManySubmissionsError();
  }
}

/**
 * Anonymous uploads to a shared form share the window of submissions with their own counts (issue 13): a sheet takes
 * up to FORM_LIMITS.files files per file question, so more than its submissions, but still not a script's worth.
 */
export const SHARE_UPLOAD_LIMIT = { perAddress: 40, perForm: 600 } as const;

/** Counts one upload from `address` to a shared form; false when over the limit. */
export function takeUploadSlot(address: string, formBaseId: string, now = Date.now()): boolean {
  if (hits.size > 50_000) hits.clear();
  return (
    take(`ua:${address}:${formBaseId}`, SHARE_UPLOAD_LIMIT.perAddress, now) &&
    take(`uf:${formBaseId}`, SHARE_UPLOAD_LIMIT.perForm, now)
  );
}
