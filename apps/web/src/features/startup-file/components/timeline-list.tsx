import type { TimelineFilter } from '@cohort/shared';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineActions } from '../hooks/use-timeline-actions.ts';
import { SENTINEL_VISIBILITY } from '../utils/timeline.ts';
import { type PageInfo, pageCursors, shownBefore } from '../utils/timeline-pages.ts';
import { TimelinePage } from './timeline-page.tsx';

/**
 * The timeline as pages that follow one another by cursor: the next page is asked when the sentinel at the end is a
 * fifth visible (spec 01 §9). Each page takes its cursor from the page before, so a page asked again (a new post on
 * top) moves the pages after it along. Empty: a friendly message.
 */
export function TimelineList({
  startupId,
  filter,
  refreshTick,
  actions,
}: {
  startupId: string;
  filter: TimelineFilter;
  refreshTick: number;
  actions: TimelineActions;
}) {
  const { t } = useTranslation('startupFile');
  const [wanted, setWanted] = useState(1);
  const [pages, setPages] = useState<(PageInfo | undefined)[]>([]);

  const reporters = useRef(new Map<number, (page: PageInfo) => void>());
  const reporter = useCallback((index: number) => {
    let report = reporters.current.get(index);
    if (!report) {
      report = (page: PageInfo) =>
        setPages((current) => {
          const copy = [...current];
          copy[index] = page;
          return copy;
        });
      reporters.current.set(index, report);
    }
    return report;
  }, []);

  const cursors = pageCursors(pages, wanted);
  const hidden = shownBefore(pages, cursors.length);
  const lastShown = pages[cursors.length - 1];
  const canLoadMore = typeof lastShown?.next === 'string';
  const loading = lastShown === undefined;
  const firstPage = pages[0];
  const nextCount = cursors.length + 1;

  const sentinel = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(nextCount);
      },
      { threshold: SENTINEL_VISIBILITY },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, nextCount]);

  return (
    <Stack gap="md" data-testid="timeline-list" data-filter={filter}>
      {cursors.map((cursor, index) => (
        <TimelinePage
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its place in the list; its cursor may change.
          key={index}
          startupId={startupId}
          filter={filter}
          cursor={cursor}
          refreshTick={refreshTick}
          actions={actions}
          hiddenIds={hidden[index] ?? new Set()}
          onLoaded={reporter(index)}
        />
      ))}
      {firstPage && firstPage.count === 0 ? (
        <Stack align="center" gap="xs" p="xl" data-testid="timeline-empty">
          <IconMessages size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center">
            {filter === 'ALL' ? t('timeline.empty') : t('timeline.emptyFiltered')}
          </Text>
        </Stack>
      ) : null}
      {loading ? (
        <Center p="md" data-testid="timeline-loading">
          <Loader size="sm" />
        </Center>
      ) : null}
      {canLoadMore ? <Center ref={sentinel} mih={32} data-testid="timeline-sentinel" /> : null}
    </Stack>
  );
}
