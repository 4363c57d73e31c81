import { followUpLines } from '@cohort/shared';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../../lib/graphql.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { CreateTasksFromCoachingFollowUpsMutation } from '../graphql/coaching-admin.graphql.ts';

const FollowUpSessionQuery = graphql(`
  query FollowUpSession($id: ID!) {
    coachingSession(id: $id) {
      _id
      startupId
      editor
      staffEditor
      staffEditorPublic
      viewerCan {
        planActions
      }
    }
  }
`);

export interface FollowUpsToTasksProps {
  sessionId: string;
  /**
   * The session's notes as typed (plain text or the editor's HTML). Without them the component reads the session's
   * notes itself and shows only to who may turn them into tasks (the coach, staff).
   */
  notes?: string | null;
}

/**
 * The follow-ups written in a coaching session's notes (lines starting with "TODO:", "[ ]", "Follow-up:" or "->"),
 * each ticked, turned into tasks for the session's startup in one click (createTasksFromCoachingFollowUps). Renders
 * nothing when there is no follow-up, or when the viewer may not (CREATE:PLANNED_ACTION, besides writing the notes).
 */
export function FollowUpsToTasks({ sessionId, notes }: FollowUpsToTasksProps) {
  const [{ data }] = useQuery({
    query: FollowUpSessionQuery,
    variables: { id: sessionId },
    pause: notes !== undefined,
  });
  const session = data?.coachingSession;
  if (notes !== undefined) return <FollowUpsList sessionId={sessionId} lines={followUpLines(notes)} />;
  if (!session?.viewerCan.planActions || !session.startupId) return null;
  const lines = followUpLines(
    [session.editor, session.staffEditor, session.staffEditorPublic].filter(Boolean).join('\n'),
  );
  return <FollowUpsList sessionId={sessionId} lines={lines} />;
}

function FollowUpsList({ sessionId, lines }: { sessionId: string; lines: string[] }) {
  const { t } = useTranslation(['coachingAdmin', 'errors']);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [created, setCreated] = useState<ReadonlySet<string>>(new Set());
  const [{ fetching, error }, createTasks] = useMutation(CreateTasksFromCoachingFollowUpsMutation);
  if (lines.length === 0) return null;
  const pending = lines.filter((line) => !created.has(line));
  const chosen = pending.filter((line) => !unticked.has(line));

  const submit = async () => {
    const result = await createTasks({ sessionId, items: chosen.map((title) => ({ title })) });
    if (!result.error) setCreated((done) => new Set([...done, ...chosen]));
  };

  return (
    <Stack gap="xs" data-testid="follow-ups-to-tasks">
      <Title order={3} size="h5">
        {t('followUps.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('followUps.hint')}
      </Text>
      {lines.map((line) => (
        <Checkbox
          key={line}
          label={line}
          checked={created.has(line) || !unticked.has(line)}
          disabled={created.has(line)}
          description={created.has(line) ? t('followUps.created') : undefined}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setUnticked((current) => {
              const next = new Set(current);
              if (checked) next.delete(line);
              else next.add(line);
              return next;
            });
          }}
          data-testid="follow-up-line"
        />
      ))}
      {error ? (
        <Alert color="red" role="alert" data-testid="follow-ups-error">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      ) : null}
      {pending.length > 0 ? (
        <Group>
          <Button
            size="xs"
            leftSection={<IconListCheck size={14} />}
            loading={fetching}
            disabled={chosen.length === 0}
            onClick={() => void submit()}
            data-testid="follow-ups-create"
          >
            {t('followUps.create', { count: chosen.length })}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="green" role="status" data-testid="follow-ups-done">
          {t('followUps.allCreated')}
        </Text>
      )}
    </Stack>
  );
}
