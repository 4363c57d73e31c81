export { formResponses, forms } from './form.table.ts';
export { findPrintableForm, findPrintableFormById, type PrintableForm } from './form-print.service.ts';
export {
  customFieldQuestion,
  holdsCustomField,
  type QuestionedField,
  refreshCustomFieldQuestions,
  removeCustomFieldQuestions,
} from './custom-field-question.service.ts';
// The answers export's columns and cells, for the applications export (issue 14): see form-export.ts.
export { type AnswerColumn, type AnswersLayout, answersLayout } from './form-export.ts';
export { type AnswerCell, answerCell } from './answer-text.ts';
// Evaluation reviews (issue 15) are answer sheets of an evaluation form kept with their assignment.
export { checkAnswers, currentRow as currentFormRow, draftAnswers, type FormRow } from './form-answers-check.ts';
