import { lazyPage } from '../../lib/lazy-page.ts';

export { EVALUATION_ASSIGNATION_PATH, MY_EVALUATIONS_PATH } from './utils/evaluation-paths.ts';

/** Evaluation and selection (issue 15): the staff page of a round, the evaluator's queue and one review. */
export const EvaluationAssignationPage = lazyPage(() =>
  import('./pages/evaluation-assignation-page.tsx').then((m) => m.EvaluationAssignationPage),
);
export const MyEvaluationsPage = lazyPage(() =>
  import('./pages/my-evaluations-page.tsx').then((m) => m.MyEvaluationsPage),
);
export const EvaluationReviewPage = lazyPage(() =>
  import('./pages/evaluation-review-page.tsx').then((m) => m.EvaluationReviewPage),
);
