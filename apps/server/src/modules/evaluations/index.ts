export {
  evaluationAssignments,
  evaluationConflicts,
  evaluationEvaluators,
  evaluationRounds,
} from './evaluation.table.ts';
export { MY_EVALUATIONS_PATH, redactAnswers } from './evaluation.service.ts';
