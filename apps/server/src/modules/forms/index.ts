export { formResponses, forms } from './form.table.ts';
export {
  customFieldQuestion,
  holdsCustomField,
  type QuestionedField,
  refreshCustomFieldQuestions,
  removeCustomFieldQuestions,
} from './custom-field-question.service.ts';
