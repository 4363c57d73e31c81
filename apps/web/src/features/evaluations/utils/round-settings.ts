import { EVALUATION_LIMITS, type FieldError } from '@cohort/shared';

/** The settings form of a round, as the page edits it. */
export interface RoundSettingsDraft {
  /** The evaluation form's base id. */
  formId: string | null;
  /** The deadline, an instant (ISO 8601), or null for none. */
  deadline: string | null;
  reviewsNeeded: number;
  defaultCap: number;
  scoresVisible: boolean;
  reviewsEditable: boolean;
  lateReviews: boolean;
  anonymous: boolean;
}

export const REVIEWS_NEEDED_MIN = 1;
export const REVIEWS_NEEDED_MAX = EVALUATION_LIMITS.maxReviewsNeeded;

/** The feature flags that show a setting (the others are always there). */
export interface SettingsFlags {
  evaluationVisibility: boolean;
  evaluationSubmissionSettings: boolean;
  anonymityApplications: boolean;
}

export function settingsOf(round: RoundSettingsDraft): RoundSettingsDraft {
  return {
    formId: round.formId ?? null,
    deadline: round.deadline ?? null,
    reviewsNeeded: round.reviewsNeeded,
    defaultCap: round.defaultCap,
    scoresVisible: round.scoresVisible,
    reviewsEditable: round.reviewsEditable,
    lateReviews: round.lateReviews,
    anonymous: round.anonymous,
  };
}

/** Whether two moments (or none) are the same instant. */
function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return new Date(a).getTime() === new Date(b).getTime();
}

/**
 * The input of updateEvaluationRound: the fields changed since the round was read, and only the settings the
 * organisation's flags show (a hidden one keeps its value). Removing the deadline is `clearDeadline`.
 */
export function settingsInput(
  roundId: string,
  saved: RoundSettingsDraft,
  draft: RoundSettingsDraft,
  flags: SettingsFlags,
): {
  roundId: string;
  formId?: string;
  deadline?: string;
  clearDeadline?: boolean;
  reviewsNeeded?: number;
  defaultCap?: number;
  scoresVisible?: boolean;
  reviewsEditable?: boolean;
  lateReviews?: boolean;
  anonymous?: boolean;
} {
  const input: ReturnType<typeof settingsInput> = { roundId };
  if (draft.formId && draft.formId !== saved.formId) input.formId = draft.formId;
  if (!sameInstant(saved.deadline, draft.deadline)) {
    if (draft.deadline) input.deadline = draft.deadline;
    else input.clearDeadline = true;
  }
  if (draft.reviewsNeeded !== saved.reviewsNeeded) input.reviewsNeeded = draft.reviewsNeeded;
  if (draft.defaultCap !== saved.defaultCap) input.defaultCap = draft.defaultCap;
  if (flags.evaluationVisibility && draft.scoresVisible !== saved.scoresVisible)
    input.scoresVisible = draft.scoresVisible;
  if (flags.evaluationSubmissionSettings) {
    if (draft.reviewsEditable !== saved.reviewsEditable) input.reviewsEditable = draft.reviewsEditable;
    if (draft.lateReviews !== saved.lateReviews) input.lateReviews = draft.lateReviews;
  }
  if (flags.anonymityApplications && draft.anonymous !== saved.anonymous) input.anonymous = draft.anonymous;
  return input;
}

/** Whether the input changes anything. */
export function changesSomething(input: { roundId: string }): boolean {
  return Object.keys(input).some((key) => key !== 'roundId');
}

export const SETTINGS_FIELDS = [
  'formId',
  'deadline',
  'reviewsNeeded',
  'defaultCap',
  'scoresVisible',
  'reviewsEditable',
  'lateReviews',
  'anonymous',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/**
 * The server's field messages (`extensions.fields`) by the setting they belong to (`input.reviewsNeeded`,
 * `reviewsNeeded` or `clearDeadline`); those of no setting go to `general`.
 */
export function settingsFieldErrors(errors: readonly FieldError[]): {
  fields: Partial<Record<SettingsField, string>>;
  general: string[];
} {
  const fields: Partial<Record<SettingsField, string>> = {};
  const general: string[] = [];
  for (const error of errors) {
    const name = error.field.replace(/^input\./, '');
    const field = name === 'clearDeadline' ? 'deadline' : name;
    if ((SETTINGS_FIELDS as readonly string[]).includes(field)) {
      fields[field as SettingsField] ??= error.message;
    } else general.push(error.message);
  }
  return { fields, general };
}
