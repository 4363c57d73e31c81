// What other features use of forms (issue 14): filling a form the one way (an application's intake and rounds), and
// one answer sheet read-only through the one form renderer (an application's print view); an evaluation sheet filled
// with the same state (useFormFill) and shown in its own language (LocalizedFormRenderer).
export { FormFillCard, type SubmitOutcome } from './fill/form-fill-card.tsx';
export { toFormQuestion } from './fill/question-shape.ts';
export { refusedOutcome } from './fill/submit-outcome.ts';
export { formUploader } from './fill/upload-file.ts';
export { type FillableForm, FillableFormFragment, FillQuestionFragment } from './graphql/fill.ts';
export { AnswerSheet } from './answers/components/answer-sheet.tsx';
export {
  FormRenderer,
  type FormRendererProps,
  initialFormLanguage,
  LocalizedFormRenderer,
  useFormFill,
} from './renderer/index.ts';
