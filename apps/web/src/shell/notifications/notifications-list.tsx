import { Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item.tsx';
import { groupNotifications, SENTINEL_VISIBILITY } from './notification-rules.ts';
import type { NotificationItem as Item, useNotifications } from './use-notifications.ts';

const LIST_HEIGHT = 440;

/** The bell's list (spec 01 §9): New and Earlier, loading the next page when its end comes into view. */
export function NotificationsList({
  bell,
  onActivate,
}: {
  bell: ReturnType<typeof useNotifications>;
  onActivate: (item: Item) => void;
}) {
  const { t } = useTranslation('notifications');
  const { items, lastSeen, loading, failed, canLoadMore, loadMore, retry } = bell;
  const { fresh, earlier, showEarlierHeader } = groupNotifications(items, lastSeen);

  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  // The next page loads when the sentinel at the list end is a fifth visible (spec 01 §9). The observer is made
  // again after each page so that a sentinel still in view asks for the next one.
  useEffect(() => {
    const target = sentinel.current;
    if (!viewport || !target || !canLoadMore || loading || failed || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: viewport, threshold: SENTINEL_VISIBILITY },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [viewport, canLoadMore, loading, failed, loadMore]);

  if (items.length === 0) {
    if (loading) {
      return (
        <Center p="lg" data-testid="notifications-loading">
          <Loader size="sm" />
        </Center>
      );
    }
    if (failed) return <LoadFailed onRetry={retry} />;
    return (
      <Text p="lg" ta="center" size="sm" c="dimmed" data-testid="notifications-empty">
        {t('empty')}
      </Text>
    );
  }

  return (
    <ScrollArea.Autosize mah={LIST_HEIGHT} viewportRef={setViewport} type="auto">
      <Stack gap={2} p="xs" data-testid="notifications-list">
        {fresh.length > 0 ? (
          <section aria-label={t('groups.new')} data-testid="notifications-group-new">
            <GroupHeader>{t('groups.new')}</GroupHeader>
            {fresh.map((item) => (
              <NotificationItem key={item._id} item={item} onActivate={onActivate} />
            ))}
          </section>
        ) : null}
        {earlier.length > 0 ? (
          <section aria-label={t('groups.earlier')} data-testid="notifications-group-earlier">
            {showEarlierHeader ? <GroupHeader>{t('groups.earlier')}</GroupHeader> : null}
            {earlier.map((item) => (
              <NotificationItem key={item._id} item={item} onActivate={onActivate} />
            ))}
          </section>
        ) : null}
        {failed ? <LoadFailed onRetry={loadMore} /> : null}
        {canLoadMore ? (
          <Center ref={sentinel} p="xs" mih={32} data-testid="notifications-sentinel">
            {loading ? <Loader size="xs" /> : null}
          </Center>
        ) : null}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function GroupHeader({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" px="sm" pt="xs" pb={4} data-testid="notifications-group-header">
      {children}
    </Text>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Stack p="md" gap="xs" align="center" data-testid="notifications-failed">
      <Text size="sm" c="red">
        {t('loadFailed')}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
