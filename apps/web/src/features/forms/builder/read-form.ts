import type {
  FormDependency,
  FormFieldType,
  FormKind,
  FormOption,
  FormQuestion,
  FormValidations,
  RoleType,
  TableColumn,
} from '@cohort/shared';
import type { FormQuestionView, FormVersionView } from '../graphql/form.query.ts';
import type { FormDraft } from './builder-state.ts';

/**
 * A question as the forms engine holds it, from the API's shape (`_id`, JSON settings, empty lists for nothing):
 * settings the API answers null for are left out, so that a loaded form and the same form saved compare equal.
 */
export function questionOf(view: FormQuestionView): FormQuestion {
  const question: FormQuestion = {
    id: view._id,
    questionType: view.questionType as FormFieldType,
    label: view.label.map(({ language, value }) => ({ language, value })),
  };
  if (view.behavesAs) question.behavesAs = view.behavesAs as FormFieldType;
  if (view.description.length > 0)
    question.description = view.description.map(({ language, value }) => ({ language, value }));
  if (view.validations) question.validations = view.validations as FormValidations;
  if (view.options) question.options = view.options as FormOption[];
  if (view.optionsDepth !== null) question.optionsDepth = view.optionsDepth;
  if (view.dependency) question.dependency = view.dependency as FormDependency;
  if (view.visibleTo) question.visibleTo = view.visibleTo as RoleType[];
  if (view.formula !== null) question.formula = view.formula;
  if (view.columns) question.columns = view.columns as TableColumn[];
  if (view.customFieldId) question.customFieldId = view.customFieldId;
  if (view.url !== null) question.url = view.url;
  if (view.newPage !== null) question.newPage = view.newPage;
  if (view.weight !== null && view.weight !== undefined) question.weight = view.weight;
  if (view.minLabel) question.minLabel = view.minLabel.map(({ language, value }) => ({ language, value }));
  if (view.maxLabel) question.maxLabel = view.maxLabel.map(({ language, value }) => ({ language, value }));
  return question;
}

export function questionsOf(form: Pick<FormVersionView, 'questions'>): FormQuestion[] {
  return form.questions.map(questionOf);
}

export function draftOf(form: FormVersionView): FormDraft {
  return {
    title: form.title,
    kind: form.kind as FormKind,
    description: form.description ?? '',
    tags: [...form.tags],
    languages: form.languages.length > 0 ? [...form.languages] : ['en'],
    questions: questionsOf(form),
  };
}
