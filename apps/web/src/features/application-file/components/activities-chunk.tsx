import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ApplicationActivitiesQuery } from '../graphql/application-activities.query.ts';
import { useApplicationFeedback } from '../hooks/use-application-feedback.ts';
import { CommentCard } from './comment-card.tsx';
import { StatusChangeEntry } from './status-change-entry.tsx';

/**
 * One page of an application's activities (20 entries), asked again whenever `refreshTick` changes; it tells the
 * list its `next` cursor, from which the page after it is asked.
 */
export function ActivitiesChunk({
  applicationId,
  cursor,
  refreshTick,
  onNext,
  onReply,
  onDelete,
}: {
  applicationId: string;
  cursor: string | null;
  refreshTick: number;
  onNext: (cursor: string | null) => void;
  onReply: (parentId: string, message: string) => Promise<string | null>;
  onDelete: (id: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('applicationFile');
  const feedback = useApplicationFeedback();
  const [{ data, error }, reexecute] = useQuery({
    query: ApplicationActivitiesQuery,
    variables: { applicationId, cursor },
    requestPolicy: 'cache-and-network',
  });
  const askedAt = useRef(refreshTick);
  useEffect(() => {
    if (askedAt.current === refreshTick) return;
    askedAt.current = refreshTick;
    reexecute({ requestPolicy: 'network-only' });
  }, [refreshTick, reexecute]);
  const page = data?.applicationActivities;
  const next = page?.next ?? null;
  const loaded = Boolean(page);
  useEffect(() => {
    if (loaded) onNext(next);
  }, [loaded, next, onNext]);

  if (error && !data) {
    return (
      <Alert color="red" role="alert" data-testid="activities-error">
        <Group justify="space-between" gap="sm">
          <span>{feedback.errorMessage(error)}</span>
          <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (page?.results ?? []).map((entry) =>
    entry.__typename === 'ApplicationComment' ? (
      <CommentCard key={entry._id} comment={entry} onReply={onReply} onDelete={onDelete} />
    ) : (
      <StatusChangeEntry key={entry._id} change={entry} />
    ),
  );
}
