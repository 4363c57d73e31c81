import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { CoachingSessionBriefQuery } from '../graphql/coaching.queries.ts';

const STATUS_COLOURS: Record<string, string> = { COMPLETED: 'teal', IN_PROGRESS: 'blue', NOT_STARTED: 'gray' };

/**
 * The brief of a session (issue 16 point 7), read in a minute before it: the startup's milestones and open tasks, the
 * last session's notes and follow-ups, and what the startup posted lately. Shown to the organisation's side only (the
 * server refuses the startup's people; the page asks only when the viewer may write the notes).
 */
export function SessionBrief({ sessionId, timeZone }: { sessionId: string; timeZone: string }) {
  const { t, i18n } = useTranslation('coaching');
  const [{ data }] = useQuery({ query: CoachingSessionBriefQuery, variables: { id: sessionId } });
  const brief = data?.coachingSessionBrief;
  if (!brief) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const day = (value: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(value));
  const empty = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" data-testid="coaching-brief">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('brief.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap={6} data-testid="coaching-brief-milestones">
            <Text fw={600}>{t('brief.milestones')}</Text>
            {brief.milestones.length === 0
              ? empty(t('brief.noMilestones'))
              : brief.milestones.map((milestone) => (
                  <Group key={milestone._id} gap="xs" wrap="nowrap">
                    <Badge size="xs" variant="light" color={STATUS_COLOURS[milestone.status] ?? 'gray'}>
                      {t(
                        `brief.status.${milestone.status === 'COMPLETED' || milestone.status === 'IN_PROGRESS' ? milestone.status : 'NOT_STARTED'}`,
                      )}
                    </Badge>
                    <Text size="sm" dir="auto">
                      {milestone.name}
                    </Text>
                  </Group>
                ))}
          </Stack>
          <Stack gap={6} data-testid="coaching-brief-tasks">
            <Text fw={600}>{t('brief.openTasks')}</Text>
            {brief.openTasks.length === 0 ? (
              empty(t('brief.noTasks'))
            ) : (
              <List size="sm" spacing={2}>
                {brief.openTasks.map((task) => (
                  <List.Item key={task._id}>
                    <Text span size="sm" dir="auto">
                      {task.name ?? t('brief.untitledTask')}
                    </Text>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('brief.due', { date: day(task.dueDate) })}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
          <Stack gap={6} data-testid="coaching-brief-last-session">
            <Text fw={600}>{t('brief.lastSession')}</Text>
            {brief.lastSession ? (
              <>
                <Text size="sm">
                  <Link to={`/coaching/session/${brief.lastSession._id}`}>
                    {t('brief.lastSessionWith', {
                      date: day(brief.lastSession.startsAt),
                      host: brief.lastSession.hostName,
                    })}
                  </Link>
                </Text>
                {brief.lastSession.publicNotes ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                    {brief.lastSession.publicNotes}
                  </Text>
                ) : null}
                {brief.lastSession.privateNotes ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                    {t('brief.privateNotes')}: {brief.lastSession.privateNotes}
                  </Text>
                ) : null}
                {brief.lastSession.followUps.length > 0 ? (
                  <>
                    <Text size="sm" fw={500}>
                      {t('brief.followUps')}
                    </Text>
                    <List size="sm" spacing={2} data-testid="coaching-brief-follow-ups">
                      {brief.lastSession.followUps.map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List>
                  </>
                ) : null}
              </>
            ) : (
              empty(t('brief.noLastSession'))
            )}
          </Stack>
          <Stack gap={6} data-testid="coaching-brief-posts">
            <Text fw={600}>{t('brief.recentPosts')}</Text>
            {brief.recentPosts.length === 0
              ? empty(t('brief.noPosts'))
              : brief.recentPosts.map((post) => (
                  <Stack key={post._id} gap={0}>
                    <Text size="xs" c="dimmed">
                      {[post.authorName, day(post.createdAt)].filter(Boolean).join(' · ')}
                    </Text>
                    <Text size="sm" lineClamp={3} dir="auto">
                      {post.preview}
                    </Text>
                  </Stack>
                ))}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
