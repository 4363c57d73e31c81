import type { TimelineFilter } from '@cohort/shared';
import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StartupEventTimelineQuery } from '../graphql/startup-event-timeline.query.ts';
import type { TimelinePostData } from '../graphql/timeline-entry.fragment.ts';
import type { TimelineActions } from '../hooks/use-timeline-actions.ts';
import type { PageInfo } from '../utils/timeline-pages.ts';
import { TimelinePostCard } from './timeline-post-card.tsx';

/**
 * One page of the timeline (10 posts, pinned ones on top of the first), asked again whenever `refreshTick` changes;
 * it tells the list its `next` cursor, from which the page after it is asked.
 */
export function TimelinePage({
  startupId,
  filter,
  cursor,
  refreshTick,
  actions,
  hiddenIds,
  onLoaded,
}: {
  startupId: string;
  filter: TimelineFilter;
  cursor: string | null;
  refreshTick: number;
  actions: TimelineActions;
  /** Posts an earlier page already shows (a page asked again can overlap the next one for a moment). */
  hiddenIds: ReadonlySet<string>;
  onLoaded: (page: PageInfo) => void;
}) {
  const { t } = useTranslation('startupFile');
  const [{ data, error }, reexecute] = useQuery({
    query: StartupEventTimelineQuery,
    variables: { startupId, cursor, type: filter },
    requestPolicy: 'cache-and-network',
  });

  // Asked again when the tick moves on; a page that has just appeared is fresh already.
  const askedAt = useRef(refreshTick);
  useEffect(() => {
    if (askedAt.current === refreshTick) return;
    askedAt.current = refreshTick;
    reexecute({ requestPolicy: 'network-only' });
  }, [refreshTick, reexecute]);

  const posts = useMemo(
    () =>
      (data?.startupEventTimeline.posts.results ?? []).flatMap((item) =>
        item.__typename === 'Event' ? [item as TimelinePostData] : [],
      ),
    [data],
  );
  const next = data?.startupEventTimeline.posts.next ?? null;
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded) onLoaded({ next, count: posts.length, ids: posts.map((post) => post._id) });
  }, [loaded, next, posts, onLoaded]);

  if (error && !data) {
    return (
      <Alert color="red" role="alert" data-testid="timeline-load-error">
        <Group justify="space-between" gap="sm">
          <span>{actions.feedback.errorMessage(error)}</span>
          <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return posts
    .filter((post) => !hiddenIds.has(post._id))
    .map((post) => <TimelinePostCard key={post._id} post={post} startupId={startupId} actions={actions} />);
}
