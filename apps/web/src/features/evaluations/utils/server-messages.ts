import { EVALUATION_MESSAGES } from '@cohort/shared';

/**
 * The refusals of the evaluation API, read back from the server's English words (EVALUATION_MESSAGES of packages/shared) into
 * translation keys with their parameters, so that the interface says them in its language; null for any other text
 * (shown as it came).
 */
const EXACT_KEYS = [
  'notAssigned',
  'deadlinePassed',
  'submittedLocked',
  'noForm',
  'notEvaluationForm',
  'reviewsNeeded',
  'cap',
  'notInRound',
  'notEvaluator',
  'alreadySubmitted',
  'tooManyEvaluators',
  'submitAgain',
] as const satisfies readonly (keyof typeof EVALUATION_MESSAGES)[];
const EXACT: Readonly<Record<string, (typeof EXACT_KEYS)[number]>> = Object.fromEntries(
  EXACT_KEYS.map((key) => [EVALUATION_MESSAGES[key], key]),
);

const PATTERNS = [
  { key: 'conflict', pattern: /^(?<name>.+) has a conflict of interest with (?<label>.+)$/ },
  { key: 'capReached', pattern: /^(?<name>.+) has reached their workload cap$/ },
  {
    key: 'shortfall',
    pattern: /^These applications cannot get all their reviews: (?<labels>.+)\. Nothing was assigned\.$/,
  },
] as const;

export type EvaluationMessageKey = (typeof EXACT_KEYS)[number] | (typeof PATTERNS)[number]['key'];

export function evaluationMessageKey(
  message: string,
): { key: EvaluationMessageKey; params: Record<string, string> } | null {
  const exact = Object.hasOwn(EXACT, message) ? EXACT[message] : undefined;
  if (exact) return { key: exact, params: {} };
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
}
