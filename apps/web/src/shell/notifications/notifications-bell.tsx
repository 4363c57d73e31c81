import {
  ActionIcon,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem } from './notification-item.tsx';
import { badgeLabel, groupNotifications, SENTINEL_VISIBILITY } from './notification-rules.ts';
import { type NotificationItem as Item, useNotifications } from './use-notifications.ts';

const LIST_HEIGHT = 440;

/**
 * The notifications bell of the top bar (spec 01 §3, §4 Notifications, §7.2, §9): the unseen count as a badge, and a
 * list of the user's notifications, newest first, grouped into New and Earlier, loading more at its end, live.
 * Until its texts have loaded, an inert bell holds its place so that the top bar never waits for it.
 */
export function NotificationsBell() {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="subtle" color="gray" size="lg" disabled aria-hidden="true" tabIndex={-1}>
          <IconBell size={20} />
        </ActionIcon>
      }
    >
      <Bell />
    </Suspense>
  );
}

function Bell() {
  const { t } = useTranslation('notifications');
  const bell = useNotifications();
  const badge = badgeLabel(bell.unseenCount);
  const { opened, open, close, markRead } = bell;

  // Escape closes the list wherever the focus is (it stays on the bell: the list does not trap it).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  const activate = useCallback(
    (item: Item) => {
      if (!item.isRead) markRead([item._id]);
      close();
    },
    [markRead, close],
  );

  return (
    <Indicator
      label={<span data-testid="notifications-badge">{badge}</span>}
      disabled={!badge}
      size={18}
      offset={6}
      color="red"
      inline
      zIndex={2}
    >
      <Popover
        opened={opened}
        onChange={(next) => (next ? open() : close())}
        position="bottom-end"
        width={380}
        shadow="md"
        withinPortal
        trapFocus={false}
        zIndex={300}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={badge ? t('bell.labelWithCount', { count: bell.unseenCount }) : t('bell.label')}
            aria-expanded={opened}
            onClick={() => (opened ? close() : open())}
            data-testid="notifications-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" data-testid="notifications-popover">
          <Group justify="space-between" px="md" py="sm">
            <Title order={4} size="h5">
              {t('title')}
            </Title>
          </Group>
          <Divider />
          <Suspense
            fallback={
              <Center p="lg">
                <Loader size="sm" />
              </Center>
            }
          >
            <NotificationsList bell={bell} onActivate={activate} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NotificationsList({
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
