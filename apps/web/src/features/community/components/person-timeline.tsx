import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text, Typography } from '@mantine/core';
import { IconLock, IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateLabel } from '../../../ui/date-label.tsx';
import { startupFilePath } from '../../startup-file/index.ts';
import type { PersonTimelineItem } from '../graphql/person-timeline.query.ts';
import { useCommunityFeedback } from '../hooks/use-community-feedback.ts';
import { usePersonTimeline } from '../hooks/use-person-timeline.ts';

/** A person's timeline: their posts and replies on the startup files the viewer opens, newest first. */
export function PersonTimeline({ userId }: { userId: string }) {
  const { t } = useTranslation('community');
  const feedback = useCommunityFeedback();
  const timeline = usePersonTimeline(userId);

  if (timeline.items.length === 0 && timeline.loading) {
    return (
      <Center p="xl" data-testid="person-timeline-loading">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="sm" data-testid="person-timeline">
      {timeline.error ? (
        <Alert color="red" role="alert" data-testid="person-timeline-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.errorMessage(timeline.error)}</span>
            <Button size="xs" variant="light" onClick={timeline.retry}>
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {timeline.items.length === 0 && !timeline.error ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="person-timeline-empty">
          {t('timeline.empty')}
        </Text>
      ) : null}
      {timeline.items.map((item) => (
        <TimelineItem key={item._id} item={item} />
      ))}
      {timeline.next ? (
        <Center>
          <Button
            variant="light"
            onClick={() => void timeline.loadMore()}
            loading={timeline.loading}
            data-testid="person-timeline-more"
          >
            {t('timeline.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

function TimelineItem({ item }: { item: PersonTimelineItem }) {
  const { t } = useTranslation('community');
  return (
    <Card withBorder padding="md" data-testid="person-timeline-item" data-post-id={item.postId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="wrap">
          {item.isReply ? <IconMessageReply size={16} aria-hidden /> : null}
          <Text size="sm">
            {t(item.isReply ? 'timeline.repliedOn' : 'timeline.wroteOn')}{' '}
            <Anchor
              component={Link}
              to={startupFilePath(item.startupId)}
              fw={600}
              data-testid="person-timeline-startup"
            >
              {item.startupName}
            </Anchor>
          </Text>
          {item.isPublic ? null : (
            <Badge size="sm" variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
              {t('timeline.private')}
            </Badge>
          )}
        </Group>
        <DateLabel value={item.createdAt} format="relative" c="dimmed" />
      </Group>
      <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes every message before storing it */}
        <div dir="auto" data-testid="person-timeline-message" dangerouslySetInnerHTML={{ __html: item.message }} />
      </Typography>
    </Card>
  );
}
