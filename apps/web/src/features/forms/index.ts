// What other features use of forms: filling a form the one way (issue 14: an application's intake and rounds).
export { FormFillCard, type SubmitOutcome } from './fill/form-fill-card.tsx';
export { toFormQuestion } from './fill/question-shape.ts';
export { refusedOutcome } from './fill/submit-outcome.ts';
export { formUploader } from './fill/upload-file.ts';
export { type FillableForm, FillableFormFragment, FillQuestionFragment } from './graphql/fill.ts';
export { FormRenderer } from './renderer/index.ts';
