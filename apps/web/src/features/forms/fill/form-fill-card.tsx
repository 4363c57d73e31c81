import { Alert, Anchor, Button, Card, Group, List, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type FormAnswerError,
  type FormAnswers,
  type FormQuestion,
  LANGUAGE_NAMES,
  type Language,
  localized,
  type RoleType,
} from '@cohort/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../../lib/forms/validators.ts';
import {
  formDirection,
  initialFormLanguage,
  LocalizedFormRenderer,
  translateFormError,
  type UploadFile,
  useFormFill,
} from '../renderer/index.ts';
import { type FillableForm, FillQuestionFragment } from '../graphql/fill.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { toFormQuestion } from './question-shape.ts';

export type SubmitOutcome =
  | { ok: true; score: number | null; maxScore: number | null }
  | { ok: false; answerErrors: FormAnswerError[]; message: string | null };

export interface FormFillCardProps {
  form: FillableForm;
  roleType: RoleType | null;
  initialAnswers?: FormAnswers;
  onDraft?: (answers: FormAnswers, language: string) => void;
  submit: (answers: FormAnswers, language: string, email: string | null) => Promise<SubmitOutcome>;
  /** The share page offers to send a copy of the answers to an e-mail address. */
  withEmailCopy?: boolean;
  uploadFile?: UploadFile;
  /** Called once the answers are in (e.g. to drop a draft kept in the browser). */
  onSubmitted?: () => void;
}

/**
 * Filling a form the same way everywhere (share page, survey): the form's own language picker, the renderer, the
 * browser's validation (the server's, run as the person types), every failing question listed on submit.
 */
export function FormFillCard({
  form,
  roleType,
  initialAnswers,
  onDraft,
  submit,
  withEmailCopy = false,
  uploadFile,
  onSubmitted,
}: FormFillCardProps) {
  const { t, i18n } = useTranslation('formPages');
  const { t: tFill } = useTranslation('formFill');
  const questions = useMemo<FormQuestion[]>(
    () => form.questions.map((q) => toFormQuestion(readFragment(FillQuestionFragment, q))),
    [form.questions],
  );
  const [language, setLanguage] = useState(() =>
    initialFormLanguage(form.languages, i18n.resolvedLanguage ?? i18n.language ?? 'en'),
  );
  const fill = useFormFill({
    questions,
    language,
    roleType,
    ...(initialAnswers ? { initialAnswers } : {}),
    ...(onDraft ? { onDraft: (answers: FormAnswers) => onDraft(answers, language) } : {}),
    maxFileSize: form.maxFileSize,
    userAddRows: form.userAddRows,
  });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failing, setFailing] = useState<FormAnswerError[]>([]);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ score: number | null; maxScore: number | null } | null>(null);

  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const describe = (error: FormAnswerError) =>
    translateFormError(error, byId.get(error.questionId), language, (key, params) => tFill(key, params));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerMessage(null);
    const checked = fill.validate();
    const trimmed = email.trim();
    const badEmail = withEmailCopy && trimmed !== '' && !isValidEmail(trimmed);
    setEmailError(badEmail ? t('fill.emailInvalid') : null);
    if (checked.errors.length > 0 || badEmail) {
      setFailing(firstPerQuestion(checked.errors));
      return;
    }
    setSending(true);
    try {
      const outcome = await submit(fill.answers, language, withEmailCopy && trimmed ? trimmed : null);
      if (outcome.ok) {
        fill.cancelDraft();
        setFailing([]);
        setDone({ score: outcome.score, maxScore: outcome.maxScore });
        onSubmitted?.();
      } else {
        setFailing(firstPerQuestion(outcome.answerErrors));
        setServerMessage(outcome.answerErrors.length === 0 ? (outcome.message ?? t('fill.failed')) : null);
      }
    } finally {
      setSending(false);
    }
  };

  const dir = formDirection(language);
  if (done) {
    return (
      <Card withBorder padding="xl" radius="md" dir={dir} data-testid="form-fill-done">
        <Stack gap="sm">
          <Title order={2}>{form.title}</Title>
          <Alert color="green" role="status">
            {t('fill.thanks')}
          </Alert>
          {done.maxScore ? (
            <Text data-testid="form-fill-score">{t('fill.score', { score: done.score ?? 0, max: done.maxScore })}</Text>
          ) : null}
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder padding="xl" radius="md" data-testid="form-fill">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4} dir={dir} style={{ flex: 1, minWidth: 240 }}>
              <Title order={2}>{form.title}</Title>
              {form.description ? <Text c="dimmed">{form.description}</Text> : null}
            </Stack>
            {form.languages.length > 1 ? (
              <Select
                label={t('fill.language')}
                data={form.languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code as Language] ?? code }))}
                value={language}
                onChange={(value) => {
                  if (!value) return;
                  setLanguage(value);
                  // The buttons and messages around the questions follow the language chosen for the form.
                  void i18n.changeLanguage(value);
                }}
                allowDeselect={false}
                w={180}
                data-testid="form-fill-language"
              />
            ) : null}
          </Group>
          <LocalizedFormRenderer
            questions={questions}
            language={language}
            roleType={roleType}
            currency={form.currency}
            userAddRows={form.userAddRows}
            {...(uploadFile ? { uploadFile } : {})}
            {...fill.rendererProps}
          />
          {withEmailCopy ? (
            <TextInput
              label={t('fill.emailCopy')}
              description={t('fill.emailCopyHint')}
              type="email"
              dir="ltr"
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.currentTarget.value)}
              data-testid="form-fill-email"
            />
          ) : null}
          {failing.length > 0 ? (
            <Alert
              color="red"
              role="alert"
              title={t('fill.fix', { count: failing.length })}
              data-testid="form-fill-errors"
            >
              <List size="sm">
                {failing.map((error) => (
                  <List.Item key={error.questionId}>
                    <Anchor
                      href={`#${error.questionId}`}
                      onClick={(event) => {
                        event.preventDefault();
                        const target = document.querySelector(`[data-question-id="${CSS.escape(error.questionId)}"]`);
                        target?.scrollIntoView({ block: 'center' });
                        target?.querySelector<HTMLElement>('input, textarea, button')?.focus();
                      }}
                    >
                      {localized(byId.get(error.questionId)?.label, language) || error.questionId}
                    </Anchor>
                    {': '}
                    {describe(error)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {serverMessage ? (
            <Alert color="red" role="alert">
              {serverMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} data-testid="form-fill-submit">
              {t('fill.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function firstPerQuestion(errors: readonly FormAnswerError[]): FormAnswerError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.questionId) && seen.add(e.questionId));
}
