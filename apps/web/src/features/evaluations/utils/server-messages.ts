/**
 * The refusals of the evaluation API, read back from the server's English words (its EVALUATION_MESSAGES) into
 * translation keys with their parameters, so that the interface says them in its language; null for any other text
 * (shown as it came).
 */
const EXACT = {
  'This application is not assigned to you': 'notAssigned',
  'The deadline of this evaluation has passed': 'deadlinePassed',
  'This review is submitted and the round does not allow changing it': 'submittedLocked',
  'This evaluation round has no evaluation form yet': 'noForm',
  'Choose a form of kind evaluation': 'notEvaluationForm',
  'Each application needs between 1 and 10 reviews': 'reviewsNeeded',
  'A workload cap is between 0 and 1000 applications': 'cap',
  'This application is not in this evaluation round': 'notInRound',
  'This person cannot evaluate applications': 'notEvaluator',
  'A submitted review cannot be removed': 'alreadySubmitted',
  "A round's pool holds at most 500 evaluators": 'tooManyEvaluators',
  'Submit the review again to change it': 'submitAgain',
} as const;

const PATTERNS = [
  { key: 'conflict', pattern: /^(?<name>.+) has a conflict of interest with (?<label>.+)$/ },
  { key: 'capReached', pattern: /^(?<name>.+) has reached their workload cap$/ },
  {
    key: 'shortfall',
    pattern: /^These applications cannot get all their reviews: (?<labels>.+)\. Nothing was assigned\.$/,
  },
] as const;

export type EvaluationMessageKey = (typeof EXACT)[keyof typeof EXACT] | (typeof PATTERNS)[number]['key'];

export function evaluationMessageKey(
  message: string,
): { key: EvaluationMessageKey; params: Record<string, string> } | null {
  if (Object.hasOwn(EXACT, message)) return { key: EXACT[message as keyof typeof EXACT], params: {} };
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
}
