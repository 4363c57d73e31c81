/**
 * Krippendorff's alpha in words (issue 15): good from 0.8, tentative from 0.667, poor above 0, none below (the
 * reviewers agree no more than chance); unknown when there were not enough paired reviews to compute it.
 */
export const AGREEMENT_LEVELS = ['good', 'tentative', 'poor', 'none', 'unknown'] as const;
export type AgreementLevel = (typeof AGREEMENT_LEVELS)[number];

const GOOD = 0.8;
const TENTATIVE = 0.667;

export function agreementLevelOfAlpha(alpha: number | null | undefined): AgreementLevel {
  if (alpha == null || !Number.isFinite(alpha)) return 'unknown';
  if (alpha >= GOOD) return 'good';
  if (alpha >= TENTATIVE) return 'tentative';
  if (alpha >= 0) return 'poor';
  return 'none';
}

/** The server's word for the agreement when it is one of the levels; else the level of its alpha. */
export function agreementLevel(agreement: { alpha?: number | null; meaning: string }): AgreementLevel {
  if (agreement.alpha == null) return 'unknown';
  const meaning = agreement.meaning.trim().toLowerCase();
  return (AGREEMENT_LEVELS as readonly string[]).includes(meaning)
    ? (meaning as AgreementLevel)
    : agreementLevelOfAlpha(agreement.alpha);
}

export const AGREEMENT_COLOURS: Record<AgreementLevel, string> = {
  good: 'green',
  tentative: 'yellow',
  poor: 'orange',
  none: 'red',
  unknown: 'gray',
};

/** The flags the server puts on an evaluator's profile. */
export const EVALUATOR_FLAGS = ['harsh', 'lenient', 'constant', 'few'] as const;
export type EvaluatorFlag = (typeof EVALUATOR_FLAGS)[number];

export function isEvaluatorFlag(value: string): value is EvaluatorFlag {
  return (EVALUATOR_FLAGS as readonly string[]).includes(value);
}
