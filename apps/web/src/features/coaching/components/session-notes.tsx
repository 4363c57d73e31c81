import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { COACHING_LIMITS } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateCoachingSessionNotesMutation } from '../graphql/coaching.mutations.ts';
import type { CoachingSessionData } from '../graphql/coaching.queries.ts';
import { RefusalAlert } from './refusal-alert.tsx';

type NoteField = 'editor' | 'staffEditor' | 'staffEditorPublic';

/**
 * A session's notes (spec 02 §3): the coach's private notes (only whoever may read them: never the startup), staff
 * notes (never the startup) and public notes everyone reads; each written by whoever may write notes and read it.
 */
export function SessionNotes({ session }: { session: CoachingSessionData }) {
  const { t } = useTranslation('coaching');
  const fields: NoteField[] = [
    ...(session.viewerCan.readPrivateNotes ? (['editor'] as const) : []),
    ...(session.viewerCan.readStaffNotes ? (['staffEditor'] as const) : []),
    'staffEditorPublic',
  ];
  const initial = () =>
    Object.fromEntries(fields.map((field) => [field, session[field] ?? ''])) as Record<string, string>;
  const [values, setValues] = useState<Record<string, string>>(initial);
  // The texts last saved: "saved" and the button follow them, whenever the page's copy of the session catches up.
  const [lastSaved, setLastSaved] = useState<Record<string, string>>(initial);
  const [state, save] = useMutation(UpdateCoachingSessionNotesMutation);
  const editable = session.viewerCan.writeNotes;
  const changed = fields.some((field) => (values[field] ?? '') !== (lastSaved[field] ?? ''));
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    setSaved(false);
    const input = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
    const result = await save({ id: session._id, input });
    if (!result.error) {
      setLastSaved(input);
      setSaved(true);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="coaching-notes-title" data-testid="coaching-notes">
      <Title order={2} size="h3" id="coaching-notes-title">
        {t('notes.title')}
      </Title>
      {fields.map((field) =>
        editable ? (
          <Textarea
            key={field}
            label={t(`notes.${field}`)}
            description={t(`notes.${field}Hint`)}
            value={values[field] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
              setSaved(false);
            }}
            autosize
            minRows={3}
            maxLength={COACHING_LIMITS.maxTextLength}
            dir="auto"
            data-testid={`coaching-notes-${field}`}
          />
        ) : (
          <Stack key={field} gap={2}>
            <Text size="sm" fw={600}>
              {t(`notes.${field}`)}
            </Text>
            <Text
              size="sm"
              c={session[field] ? undefined : 'dimmed'}
              dir="auto"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid={`coaching-notes-${field}`}
            >
              {session[field] || t('notes.empty')}
            </Text>
          </Stack>
        ),
      )}
      <RefusalAlert error={state.error} testId="coaching-notes-error" />
      {editable ? (
        <Group gap="sm">
          <Button onClick={submit} loading={state.fetching} disabled={!changed} data-testid="coaching-notes-save">
            {t('notes.save')}
          </Button>
          {saved && !changed ? (
            <Text size="sm" c="teal" data-testid="coaching-notes-saved">
              {t('notes.saved')}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
