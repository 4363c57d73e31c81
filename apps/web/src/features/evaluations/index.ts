// What other areas may use of evaluations (issue 15): where an evaluator's review is (notifications, tasks link there).
export { EVALUATION_ASSIGNATION_PATH, evaluationReviewPath, MY_EVALUATIONS_PATH } from './utils/evaluation-paths.ts';
