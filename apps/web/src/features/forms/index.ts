// What other features use of forms: one answer sheet read-only, through the one form renderer (issue 14: an
// application's print view).
export { AnswerSheet } from './answers/components/answer-sheet.tsx';
