import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  DECISION_ACTIONS,
  DECISION_EMAIL_PLACEHOLDERS,
  type DecisionAction,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '@cohort/shared';
import { IconDeviceFloppy, IconMail, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { usePermission } from '../../access/index.ts';
import { useOptionalOrganisation } from '../../organisation/index.ts';
import { DeleteFunnelDecisionEmailMutation } from '../graphql/delete-funnel-decision-email.mutation.ts';
import { type DecisionEmailData, FunnelDecisionEmailsQuery } from '../graphql/funnel-decision-emails.query.ts';
import { SaveFunnelDecisionEmailMutation } from '../graphql/save-funnel-decision-email.mutation.ts';
import { useFunnelsFeedback } from '../hooks/use-funnels-feedback.ts';
import { insertAt } from '../utils/insert-at.ts';

const SUBJECT_MAX = 200;
const BODY_MAX = 20_000;

interface EmailText {
  subject: string;
  body: string;
}
type Field = 'subject' | 'body';

const keyOf = (action: DecisionAction, language: string) => `${action}:${language}`;
const EMPTY: EmailText = { subject: '', body: '' };

/** Whether a draft differs from what is saved (an empty draft of an unsaved e-mail is no change). */
function changed(draft: EmailText | undefined, saved: EmailText | undefined): boolean {
  if (!draft) return false;
  const base = saved ?? EMPTY;
  return draft.subject !== base.subject || draft.body !== base.body;
}

/**
 * The e-mails applicants get when a decision is published, per decision (accept, reject, delay-reject) and language
 * of the interface: a subject and a message with placeholders ({firstName}…) inserted as chips. New e-mails need
 * EMAIL_REJECTION:CREATE; an existing one is changed or deleted by whom the server allows (`canEdit`: EDIT, or its
 * creator). Without an e-mail in a language the applicant's, then the organisation's, then English is used.
 */
export function DecisionEmailsPanel({
  funnelId,
  onDirtyChange,
}: {
  funnelId: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('funnels');
  const feedback = useFunnelsFeedback();
  const organisation = useOptionalOrganisation();
  const canCreate = usePermission('EMAIL_REJECTION:CREATE') === true;
  const defaultLanguage = (organisation?.defaultLanguage as Language | undefined) ?? 'en';
  const languages = useMemo(
    () => [defaultLanguage, ...LANGUAGES.filter((language) => language !== defaultLanguage)],
    [defaultLanguage],
  );
  const [action, setAction] = useState<DecisionAction>('reject');
  const [language, setLanguage] = useState<string>(defaultLanguage);
  const [drafts, setDrafts] = useState<Record<string, EmailText>>({});
  const [local, setLocal] = useState<Record<string, DecisionEmailData | null>>({});
  const [confirming, setConfirming] = useState<DecisionEmailData | null>(null);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: FunnelDecisionEmailsQuery,
    variables: { funnelId },
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: saving }, save] = useMutation(SaveFunnelDecisionEmailMutation);
  const [, remove] = useMutation(DeleteFunnelDecisionEmailMutation);

  // What the server holds: the query's answer, with the answers of this page's own saves and deletions until it
  // is asked again.
  useEffect(() => {
    if (data) setLocal({});
  }, [data]);
  const saved = useMemo(() => {
    const byKey: Record<string, DecisionEmailData> = {};
    for (const email of data?.funnelDecisionEmails ?? []) byKey[keyOf(email.action, email.language)] = email;
    for (const [key, email] of Object.entries(local)) {
      if (email) byKey[key] = email;
      else delete byKey[key];
    }
    return byKey;
  }, [data, local]);

  const dirtyKeys = useMemo(
    () => Object.keys(drafts).filter((key) => changed(drafts[key], saved[key])),
    [drafts, saved],
  );
  const dirty = dirtyKeys.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const key = keyOf(action, language);
  const current = saved[key];
  const text = drafts[key] ?? (current ? { subject: current.subject, body: current.body } : EMPTY);
  const editable = current ? current.canEdit : canCreate;
  const currentDirty = changed(drafts[key], current);

  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const edit = (patch: Partial<EmailText>) => setDrafts((all) => ({ ...all, [key]: { ...text, ...patch } }));
  const insert = (placeholder: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = text[field];
    const { value: next, caret } = insertAt(
      value,
      element?.selectionStart ?? value.length,
      element?.selectionEnd ?? value.length,
      `{${placeholder}}`,
    );
    edit({ [field]: next });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const submit = async () => {
    const result = await save({ funnelId, input: { action, language, subject: text.subject, body: text.body } });
    if (result.error || !result.data) {
      feedback.failed(result.error ? feedback.errorMessage(result.error) : t('errors.generic'));
      return;
    }
    const email = result.data.saveFunnelDecisionEmail;
    setLocal((all) => ({ ...all, [key]: email }));
    setDrafts(({ [key]: _saved, ...rest }) => rest);
    feedback.succeeded(t('emails.saved', { language: LANGUAGE_NAMES[language as Language] ?? language }));
  };
  const discard = () => setDrafts(({ [key]: _dropped, ...rest }) => rest);

  if (error && !data) {
    return (
      <Alert color="red" role="alert" data-testid="decision-emails-error">
        <Group justify="space-between">
          <span>{feedback.errorMessage(error)}</span>
          <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="md" maw={860} component="section" aria-labelledby="emails-title" data-testid="decision-emails">
      <Stack gap={4}>
        <Title order={2} size="h4" id="emails-title">
          {t('builder.tabs.emails')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('emails.intro')}
        </Text>
      </Stack>
      <SegmentedControl
        value={action}
        onChange={(value) => setAction(value as DecisionAction)}
        data={DECISION_ACTIONS.map((value) => ({ value, label: t(`emails.actions.${value}`) }))}
        data-testid="decision-emails-action"
      />
      {!data && fetching ? (
        <Loader size="sm" />
      ) : (
        <Chip.Group multiple={false} value={language} onChange={setLanguage}>
          <Group gap={6} role="radiogroup" aria-label={t('emails.language')} data-testid="decision-emails-languages">
            {languages.map((value) => {
              const written = Boolean(saved[keyOf(action, value)]);
              const pending = changed(drafts[keyOf(action, value)], saved[keyOf(action, value)]);
              return (
                <Chip
                  key={value}
                  value={value}
                  variant="outline"
                  data-testid={`decision-emails-language-${value}`}
                  data-written={written || undefined}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    {LANGUAGE_NAMES[value]}
                    {written ? <IconMail size={14} aria-hidden /> : null}
                    {written ? <VisuallyHidden>{t('emails.writtenMark')}</VisuallyHidden> : null}
                    {pending ? <VisuallyHidden>{t('emails.unsavedMark')}</VisuallyHidden> : null}
                    {pending ? <span aria-hidden>•</span> : null}
                  </Group>
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
      )}
      <Text size="sm" c="dimmed" data-testid="decision-emails-status">
        {current
          ? t('emails.written', { language: LANGUAGE_NAMES[language as Language] ?? language })
          : t('emails.builtIn', { language: LANGUAGE_NAMES[language as Language] ?? language })}
      </Text>
      {editable ? null : (
        <Alert color="gray" data-testid="decision-emails-readonly">
          {t(current ? 'emails.cannotEdit' : 'emails.cannotCreate')}
        </Alert>
      )}
      <TextInput
        ref={subjectRef}
        label={t('emails.subject')}
        value={text.subject}
        onChange={(event) => edit({ subject: event.currentTarget.value })}
        onFocus={() => {
          lastField.current = 'subject';
        }}
        maxLength={SUBJECT_MAX}
        disabled={!editable}
        dir="auto"
        data-testid="decision-email-subject"
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id="placeholders-label">
          {t('emails.placeholders')}
        </Text>
        <Group gap={6} role="group" aria-labelledby="placeholders-label">
          {DECISION_EMAIL_PLACEHOLDERS.map((placeholder) => (
            <Badge
              key={placeholder}
              component="button"
              type="button"
              variant="light"
              radius="xl"
              tt="none"
              style={{ cursor: editable ? 'pointer' : 'default' }}
              disabled={!editable}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editable && insert(placeholder)}
              title={t(`emails.placeholderHints.${placeholder}`)}
              data-testid={`decision-email-placeholder-${placeholder}`}
            >
              {`{${placeholder}}`}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Textarea
        ref={bodyRef}
        label={t('emails.body')}
        value={text.body}
        onChange={(event) => edit({ body: event.currentTarget.value })}
        onFocus={() => {
          lastField.current = 'body';
        }}
        maxLength={BODY_MAX}
        disabled={!editable}
        autosize
        minRows={8}
        maxRows={24}
        dir="auto"
        data-testid="decision-email-body"
      />
      <Group justify="space-between">
        <Group gap="xs">
          {current?.canEdit ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(current)}
              data-testid="decision-email-delete"
            >
              {t('emails.delete')}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={!currentDirty || saving}
            onClick={discard}
            data-testid="decision-email-discard"
          >
            {t('builder.discard')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!editable || !currentDirty || text.subject.trim() === '' || text.body.trim() === ''}
            loading={saving}
            onClick={() => void submit()}
            data-testid="decision-email-save"
          >
            {t('emails.save')}
          </Button>
        </Group>
      </Group>
      {confirming ? (
        <ConfirmModal
          title={t('emails.deleteTitle')}
          body={t('emails.deleteBody', {
            action: t(`emails.actions.${confirming.action}`),
            language: LANGUAGE_NAMES[confirming.language as Language] ?? confirming.language,
          })}
          labels={{ cancel: t('delete.cancel'), confirm: t('delete.confirm') }}
          testIds={{
            dialog: 'delete-email-modal',
            cancel: 'delete-email-cancel',
            confirm: 'delete-email-confirm',
          }}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            const result = await remove({ id: confirming._id });
            if (result.error) {
              feedback.failed(feedback.errorMessage(result.error));
              return;
            }
            const removed = keyOf(confirming.action, confirming.language);
            setLocal((all) => ({ ...all, [removed]: null }));
            setDrafts(({ [removed]: _gone, ...rest }) => rest);
            setConfirming(null);
            feedback.succeeded(t('emails.deleted'));
          }}
        />
      ) : null}
    </Stack>
  );
}
