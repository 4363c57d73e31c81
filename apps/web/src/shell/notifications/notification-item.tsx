import type { NotificationIconGroup } from '@cohort/shared';
import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconCalendarEvent,
  IconFileText,
  IconMessageCircle,
  IconRocket,
  type TablerIcon,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserHoverCard } from '../../features/people/index.ts';
import { UserAvatar } from '../../ui/avatar.tsx';
import { useRelativeTime } from '../../ui/date-label.tsx';
import { notificationTarget, previewOf } from './notification-rules.ts';
import type { NotificationItem as Item } from './use-notifications.ts';

/** The icon of each icon group the server sends (spec 01 §3). */
const ICONS: Record<NotificationIconGroup, TablerIcon> = {
  appointment: IconCalendarEvent,
  message: IconMessageCircle,
  startupFileUpdate: IconFileText,
  programChange: IconRocket,
};
const iconOf = (group: string): TablerIcon =>
  Object.hasOwn(ICONS, group) ? ICONS[group as NotificationIconGroup] : IconBell;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One notification: the sender's avatar (with their hover card), the message, the note preview, how long ago and
 * the icon of its group; unread ones stand out. A click or a middle click reads it and closes the list (spec 01 §4);
 * a plain click on an internal target goes there through the router, anything else is a normal link.
 */
export function NotificationItem({ item, onActivate }: { item: Item; onActivate: (item: Item) => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { notification } = item;
  const target = notificationTarget(notification, window.location.origin);
  const message = item.message ?? notification.message ?? '';
  const preview = previewOf(notification.note?.content ?? notification.parentNote?.content);
  const Icon = iconOf(notification.iconGroup);
  const unread = !item.isRead;

  const onClick = (event: MouseEvent) => {
    onActivate(item);
    if (target?.kind === 'internal' && plainClick(event)) {
      event.preventDefault();
      void navigate(target.path);
    }
  };
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === 1) onActivate(item);
  };
  const link = target ? { component: 'a' as const, href: target.kind === 'internal' ? target.path : target.href } : {};

  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      px="sm"
      py="xs"
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="notification-item"
      data-notification-id={item._id}
      data-read={String(!unread)}
    >
      {notification.sender ? (
        <UserHoverCard userId={notification.sender._id}>
          <UserAvatar person={notification.sender} size="large" data-testid="notification-sender" />
        </UserHoverCard>
      ) : (
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
      )}
      <UnstyledButton
        {...link}
        onClick={onClick}
        onAuxClick={onAuxClick}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="notification-link"
      >
        <Stack gap={2}>
          {unread ? <VisuallyHidden>{t('unread')}</VisuallyHidden> : null}
          <Text size="sm" fw={unread ? 600 : 400} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
          {preview ? (
            <Text size="xs" c="dimmed" dir="auto" data-testid="notification-preview">
              {preview}
            </Text>
          ) : null}
          <Group gap={4} wrap="nowrap">
            <Icon size={14} aria-hidden="true" data-icon-group={notification.iconGroup} />
            <RelativeTime value={item.createdAt} />
          </Group>
        </Stack>
      </UnstyledButton>
      {unread ? (
        <Box
          w={8}
          h={8}
          mt={6}
          bg="var(--mantine-primary-color-filled)"
          style={{ borderRadius: '50%', flexShrink: 0 }}
          data-testid="notification-unread"
        />
      ) : null}
    </Group>
  );
}

function RelativeTime({ value }: { value: string }) {
  const label = useRelativeTime(value);
  return (
    <Text component="time" dateTime={value} size="xs" c="dimmed" data-testid="notification-time">
      {label}
    </Text>
  );
}
