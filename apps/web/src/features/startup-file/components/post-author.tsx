import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import { roleLabelKey, UserHoverCard } from '../../people/index.ts';
import type { TimelineEntryData } from '../graphql/timeline-entry.fragment.ts';

/** Who wrote a post and when, with its Private, Pinned and Update badges. */
export function PostAuthor({ entry, compact = false }: { entry: TimelineEntryData; compact?: boolean }) {
  const { t } = useTranslation(['startupFile', 'common']);
  const author = entry.createdBy;
  const key = author?.role ? roleLabelKey(author.role) : null;
  const role = key ? t(`common:people.roleTypes.${key}`) : (author?.role?.label ?? '');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
      <UserHoverCard userId={author?._id}>
        <UserAvatar
          person={author ?? { fullName: t('startupFile:post.formerUser') }}
          size={compact ? 'medium' : 'large'}
        />
      </UserHoverCard>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} dir="auto" data-testid="post-author">
            {author?.fullName ?? t('startupFile:post.formerUser')}
          </Text>
          {role ? (
            <Text size="xs" c="dimmed" data-testid="post-author-role">
              {role}
            </Text>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap">
          <DateLabel value={entry.createdAt} format="relative" size="xs" c="dimmed" data-testid="post-date" />
          {!entry.isPublic ? (
            <Badge size="xs" color="orange" variant="light" data-testid="post-private-badge">
              {t('startupFile:post.private')}
            </Badge>
          ) : null}
          {entry.isPinned ? (
            <Badge size="xs" color="blue" variant="light" data-testid="post-pinned-badge">
              {t('startupFile:post.pinned')}
            </Badge>
          ) : null}
          {entry.isUpdate ? (
            <Badge size="xs" color="teal" variant="light" data-testid="post-update-badge">
              {t('startupFile:post.update')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
