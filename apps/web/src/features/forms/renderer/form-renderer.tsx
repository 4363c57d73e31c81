import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  effectiveType,
  type FormAnswerError,
  type FormAnswers,
  type FormAnswerValue,
  type FormQuestion,
  type RoleType,
  resolveForm,
} from '@cohort/shared';
import { visiblePages } from './answer-values.ts';
import type { UploadFile } from './field-types.ts';
import { firstErrorByQuestion, showsError, translateFormError } from './form-errors.ts';
import { QuestionField } from './question-field.tsx';
import { usePrinting } from './use-printing.ts';

export interface FormRendererProps {
  questions: readonly FormQuestion[];
  /** The answers so far, by question id (controlled). */
  answers: FormAnswers;
  /** Called with the whole next answers on every change. */
  onChange: (answers: FormAnswers) => void;
  /** The form's language: labels, descriptions and options are shown in it. */
  language: string;
  /** The viewer's role type, for questions visible to some roles only; null or missing is an anonymous visitor. */
  roleType?: RoleType | null;
  /** The errors of validateFormAnswers; each shows under its question once touched (or all with showAllErrors). */
  errors?: readonly FormAnswerError[];
  readOnly?: boolean;
  /** The organisation's currency (ISO 4217) for currency questions. Default USD. */
  currency?: string;
  /** The flag qUserAddRow (default on): people add table rows; off, a table shows its fixed rows only. */
  userAddRows?: boolean;
  /** Stores a picked file; without it, file and video uploads are disabled with a note. */
  uploadFile?: UploadFile;
  /** Show every error now, touched or not (after a submit). */
  showAllErrors?: boolean;
  /** The questions touched so far (controlled with onTouch); kept inside the renderer when not given. */
  touched?: ReadonlySet<string>;
  onTouch?: (questionId: string) => void;
  /** The page shown, from 0 (controlled with onPageChange); kept inside the renderer when not given. */
  page?: number;
  onPageChange?: (page: number) => void;
}

/**
 * The one form renderer: the builder's preview, the public share page, surveys and profiles all show a form through
 * it. Hidden questions (dependencies, role visibility) are not rendered; sections with `newPage` split the form into
 * pages with Previous/Next, except read-only or when printing, where every page shows.
 */
export function FormRenderer({
  questions,
  answers,
  onChange,
  language,
  roleType = null,
  errors,
  readOnly = false,
  currency = 'USD',
  userAddRows = true,
  uploadFile,
  showAllErrors = false,
  touched: touchedProp,
  onTouch: onTouchProp,
  page: pageProp,
  onPageChange,
}: FormRendererProps) {
  const { t } = useTranslation('formFill');
  const top = useRef<HTMLDivElement>(null);
  const printing = usePrinting();
  const resolved = useMemo(() => resolveForm(questions, answers, roleType), [questions, answers, roleType]);
  const pages = useMemo(() => visiblePages(questions, resolved.states), [questions, resolved.states]);

  // Stable callbacks: each question is memoised and must not re-render because the form's answers changed.
  const latest = useRef({ answers, onChange, onTouch: onTouchProp, uploadFile });
  latest.current.onChange = onChange;
  latest.current.onTouch = onTouchProp;
  latest.current.uploadFile = uploadFile;
  latest.current.answers = answers;
  const canUpload = Boolean(uploadFile);
  const stableUpload = useMemo<UploadFile | undefined>(
    () => (canUpload ? (file) => (latest.current.uploadFile as UploadFile)(file) : undefined),
    [canUpload],
  );
  const onAnswer = useCallback((questionId: string, value: FormAnswerValue) => {
    // Two changes before the next render (a blur and a change) both land: build on the latest answers sent.
    const next = { ...latest.current.answers, [questionId]: value };
    latest.current.answers = next;
    latest.current.onChange(next);
  }, []);

  const [ownTouched, setOwnTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touched = touchedProp ?? ownTouched;
  const touchedRef = useRef(touched);
  touchedRef.current = touched;
  const onTouch = useCallback((questionId: string) => {
    if (touchedRef.current.has(questionId)) return;
    if (latest.current.onTouch) latest.current.onTouch(questionId);
    else setOwnTouched((previous) => new Set(previous).add(questionId));
  }, []);

  const [ownPage, setOwnPage] = useState(0);
  const allPages = readOnly || printing || pages.length <= 1;
  const current = Math.min(Math.max(pageProp ?? ownPage, 0), Math.max(pages.length - 1, 0));
  const goTo = (next: number) => {
    if (onPageChange) onPageChange(next);
    else setOwnPage(next);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const errorByQuestion = useMemo(() => firstErrorByQuestion(errors), [errors]);
  const errorText = (question: FormQuestion): string | undefined => {
    const error = errorByQuestion.get(question.id);
    if (!error || !showsError(question.id, touched, showAllErrors)) return undefined;
    return translateFormError(error, question, language, (key, params) => t(key, params));
  };

  /** Next shows the page's errors and stays while there are any; a preview without errors always moves on. */
  const next = () => {
    const here = pages[current] ?? [];
    for (const q of here) onTouch(q.id);
    if (here.some((q) => errorByQuestion.has(q.id))) return;
    goTo(current + 1);
  };

  const shown = allPages ? pages.flat() : (pages[current] ?? []);
  return (
    <Stack gap="lg" ref={top} lang={language} data-testid="form-renderer">
      {shown.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={effectiveType(question) === 'calculated' ? resolved.answers[question.id] : answers[question.id]}
          required={resolved.states.get(question.id)?.required ?? false}
          error={errorText(question)}
          readOnly={readOnly}
          language={language}
          currency={currency}
          userAddRows={userAddRows}
          uploadFile={stableUpload}
          onAnswer={onAnswer}
          onTouch={onTouch}
        />
      ))}
      {!allPages && (
        <Group component="nav" aria-label={t('pages.navigation')} justify="space-between" wrap="nowrap">
          <Button variant="default" disabled={current === 0} onClick={() => goTo(current - 1)}>
            {t('pages.previous')}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('pages.position', { page: current + 1, count: pages.length })}
          </Text>
          {current < pages.length - 1 ? (
            <Button variant="default" onClick={next}>
              {t('pages.next')}
            </Button>
          ) : (
            <span />
          )}
        </Group>
      )}
    </Stack>
  );
}
