/** Where a review stands (issue 15): assigned (not opened), draft (saved as typed), submitted. */
export const REVIEW_STATUSES = ['assigned', 'draft', 'submitted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

export const REVIEW_STATUS_COLOURS: Record<ReviewStatus, string> = {
  assigned: 'gray',
  draft: 'yellow',
  submitted: 'green',
};

/** Why an evaluator may not review an application (the server's reasons). */
export const CONFLICT_REASONS = ['declared', 'member', 'assigned', 'domain'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

export function isConflictReason(value: string): value is ConflictReason {
  return (CONFLICT_REASONS as readonly string[]).includes(value);
}

/** Why the solver leaves an application short: too few eligible evaluators, or their caps are full. */
export const SHORTFALL_REASONS = ['conflicts', 'capacity'] as const;
export type ShortfallReason = (typeof SHORTFALL_REASONS)[number];

export function isShortfallReason(value: string): value is ShortfallReason {
  return (SHORTFALL_REASONS as readonly string[]).includes(value);
}

/** The queue's order: what is still to do first (assigned, then drafts), nearest deadline first, then submitted. */
export function queueOrder<T extends { status: string; deadline?: string | null; applicationLabel: string }>(
  items: readonly T[],
): T[] {
  const weight = (status: string) => (status === 'submitted' ? 2 : status === 'draft' ? 1 : 0);
  const time = (deadline: string | null | undefined) =>
    deadline ? new Date(deadline).getTime() : Number.POSITIVE_INFINITY;
  return [...items].sort(
    (a, b) =>
      weight(a.status) - weight(b.status) ||
      time(a.deadline) - time(b.deadline) ||
      a.applicationLabel.localeCompare(b.applicationLabel),
  );
}
