import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type FormAnswerError,
  type FormAnswers,
  type FormQuestion,
  type RoleType,
  type ValidationResult,
  validateFormAnswers,
} from '@cohort/shared';
import { errorsByQuestion } from './form-errors.ts';

/** How long typing pauses before a draft is saved. */
export const FORM_DRAFT_DELAY_MS = 800;

export interface UseFormFillOptions {
  questions: readonly FormQuestion[];
  /** The form's language: the errors name questions by their label in it. */
  language: string;
  roleType?: RoleType | null;
  initialAnswers?: FormAnswers;
  /** Saves a draft, called once typing pauses (~800 ms) and when the form goes away with changes unsaved. */
  onDraft?: (answers: FormAnswers) => void;
  /** Largest file accepted, in bytes (as the server checks it). */
  maxFileSize?: number;
  /** The flag qUserAddRow, as the server checks tables with it. */
  userAddRows?: boolean;
}

const NO_ERRORS: FormAnswerError[] = [];

/**
 * The state of one person filling a form: answers, the questions touched, the errors of the same validation the server
 * runs (validateFormAnswers, recomputed only when the answers change), the server's errors of a refused submission,
 * and a debounced draft save.
 * Spread `rendererProps` into <FormRenderer>.
 */
export function useFormFill({
  questions,
  language,
  roleType = null,
  initialAnswers,
  onDraft,
  maxFileSize,
  userAddRows = true,
}: UseFormFillOptions) {
  const [answers, setAnswers] = useState<FormAnswers>(() => initialAnswers ?? {});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  // The server's errors of the last refused submission, shown under their questions until the next change.
  const [serverErrors, setServerErrors] = useState<readonly FormAnswerError[]>(NO_ERRORS);

  const result = useMemo(
    () => validateFormAnswers(questions, answers, { language, roleType, maxFileSize, userAddRows }),
    [questions, answers, language, roleType, maxFileSize, userAddRows],
  );
  const byQuestion = useMemo(() => errorsByQuestion(result.errors), [result.errors]);
  const shownErrors = useMemo(
    () => (serverErrors.length === 0 ? result.errors : [...serverErrors, ...result.errors]),
    [serverErrors, result.errors],
  );

  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  const saveDraft = useDebouncedCallback((next: FormAnswers) => onDraftRef.current?.(next), {
    delay: FORM_DRAFT_DELAY_MS,
    flushOnUnmount: true,
  });

  const onChange = useCallback(
    (next: FormAnswers) => {
      setAnswers(next);
      setServerErrors(NO_ERRORS);
      saveDraft(next);
    },
    [saveDraft],
  );

  const touch = useCallback((questionId: string) => {
    setTouched((previous) => (previous.has(questionId) ? previous : new Set(previous).add(questionId)));
  }, []);

  const errorsFor = useCallback((questionId: string) => byQuestion.get(questionId) ?? NO_ERRORS, [byQuestion]);

  /**
   * The answers checked as the server will check them. A full check (a submit) shows every error from then on; a
   * draft check accepts missing answers and shows nothing new.
   */
  const validate = useCallback(
    (options: { draft?: boolean } = {}): ValidationResult => {
      if (options.draft)
        return validateFormAnswers(questions, answers, { language, roleType, maxFileSize, userAddRows, draft: true });
      setShowAllErrors(true);
      return result;
    },
    [questions, answers, language, roleType, maxFileSize, userAddRows, result],
  );

  /** Puts back saved answers (a draft, a submission being edited) as untouched, without saving a draft of them. */
  const restore = useCallback(
    (saved: FormAnswers) => {
      saveDraft.cancel();
      setAnswers(saved);
      setServerErrors(NO_ERRORS);
      setTouched(new Set());
      setShowAllErrors(false);
    },
    [saveDraft],
  );

  /** After a submission is accepted: errors show under the questions touched only, as before the submit. */
  const hideUntouchedErrors = useCallback(() => setShowAllErrors(false), []);

  return {
    answers,
    onChange,
    touched,
    touch,
    showAllErrors,
    errors: result.errors,
    errorsFor,
    validate,
    restore,
    /** The server's errors of a refused submission (each shows under its question until the answers change). */
    serverErrors,
    refuse: setServerErrors,
    hideUntouchedErrors,
    /** Saves the pending draft now (e.g. before leaving the page). */
    flushDraft: saveDraft.flush,
    /** Drops the pending draft (e.g. once the form is submitted). */
    cancelDraft: saveDraft.cancel,
    rendererProps: {
      answers,
      onChange,
      errors: shownErrors,
      touched,
      onTouch: touch,
      showAllErrors,
    },
  };
}
