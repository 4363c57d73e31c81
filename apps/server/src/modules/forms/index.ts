export { formResponses, forms } from './form.table.ts';
export { findPrintableForm, findPrintableFormById, type PrintableForm } from './form-print.service.ts';
export {
  customFieldQuestion,
  holdsCustomField,
  type QuestionedField,
  refreshCustomFieldQuestions,
  removeCustomFieldQuestions,
} from './custom-field-question.service.ts';
