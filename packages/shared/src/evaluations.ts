/**
 * Evaluation rounds (issue 15): the limits of a round's settings and the API's refusals, in one place for the server
 * that says them and the web app that reads them back into its languages.
 */
export const EVALUATION_LIMITS = { maxReviewsNeeded: 10, maxCap: 1000, maxPool: 500 } as const;

export const EVALUATION_MESSAGES = {
  notAssigned: 'This application is not assigned to you',
  deadlinePassed: 'The deadline of this evaluation has passed',
  submittedLocked: 'This review is submitted and the round does not allow changing it',
  noForm: 'This evaluation round has no evaluation form yet',
  notEvaluationForm: 'Choose a form of kind evaluation',
  reviewsNeeded: `Each application needs between 1 and ${EVALUATION_LIMITS.maxReviewsNeeded} reviews`,
  cap: `A workload cap is between 0 and ${EVALUATION_LIMITS.maxCap} applications`,
  notInRound: 'This application is not in this evaluation round',
  notEvaluator: 'This person cannot evaluate applications',
  conflict: (name: string, label: string) => `${name} has a conflict of interest with ${label}`,
  capReached: (name: string) => `${name} has reached their workload cap`,
  alreadySubmitted: 'A submitted review cannot be removed',
  shortfall: (labels: string) => `These applications cannot get all their reviews: ${labels}. Nothing was assigned.`,
  submitAgain: 'Submit the review again to change it',
  tooManyEvaluators: `A round's pool holds at most ${EVALUATION_LIMITS.maxPool} evaluators`,
} as const;
