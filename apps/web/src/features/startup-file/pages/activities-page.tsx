import type { TimelineFilter } from '@cohort/shared';
import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { TimelineComposer } from '../components/timeline-composer.tsx';
import { TimelineFilterSelect } from '../components/timeline-filter-select.tsx';
import { TimelineList } from '../components/timeline-list.tsx';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';
import { useTimelineActions } from '../hooks/use-timeline-actions.ts';
import { useTimelineRefresh } from '../hooks/use-timeline-refresh.ts';

/** /startup/{id}/file/activities: the composer and the timeline, live. */
export function ActivitiesPage() {
  const { startup } = useStartupFileContext();
  const { tick, refresh } = useTimelineRefresh(startup._id);
  const actions = useTimelineActions(refresh);
  const [filter, setFilter] = useState<TimelineFilter>('ALL');
  return (
    <Stack gap="md" data-testid="startup-activities">
      <TimelineComposer startupId={startup._id} canPostPrivate={startup.viewerCan.postPrivate} actions={actions} />
      <Group justify="flex-end">
        <TimelineFilterSelect value={filter} canSeePrivate={startup.viewerCan.postPrivate} onChange={setFilter} />
      </Group>
      <TimelineList key={filter} startupId={startup._id} filter={filter} refreshTick={tick} actions={actions} />
    </Stack>
  );
}
