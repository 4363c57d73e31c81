import { ActionIcon, Center, Divider, Group, Indicator, Loader, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../lib/lazy-page.ts';
import { DeferredPopover } from '../../ui/deferred-overlays.tsx';
import { badgeLabel } from './notification-rules.ts';
import { type NotificationItem as Item, useNotifications } from './use-notifications.ts';

// The list (its items, hover cards and scroll area) is downloaded when the bell first opens.
const NotificationsList = lazyPage(() => import('./notifications-list.tsx').then((m) => m.NotificationsList));

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
      <DeferredPopover
        opened={opened}
        onChange={(next) => (next ? open() : close())}
        position="bottom-end"
        width={380}
        shadow="md"
        withinPortal
        trapFocus={false}
        zIndex={300}
        target={
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
        }
      >
        {(Popover) => (
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
        )}
      </DeferredPopover>
    </Indicator>
  );
}
