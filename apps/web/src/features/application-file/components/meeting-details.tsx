import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AvatarList } from '../../../ui/avatar-list.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { DateLabel, useDateLocale } from '../../../ui/date-label.tsx';
import type { ApplicationFileData } from '../graphql/application-file.query.ts';

type Meeting = NonNullable<ApplicationFileData['meeting']>;

/** An interview as its people read it: when (in the organisation's time zone), where or the video link, the message. */
export function MeetingDetails({ meeting, timeZone }: { meeting: Meeting; timeZone: string | null }) {
  const { t } = useTranslation('applicationFile');
  const locale = useDateLocale();
  const canceled = meeting.state === 'meeting_canceled';
  const safeLink = meeting.conferenceUrl && /^https?:\/\//i.test(meeting.conferenceUrl) ? meeting.conferenceUrl : null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="meeting-details" data-state={meeting.state}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={canceled ? 'red' : 'green'} variant="light" data-testid="meeting-state">
            {t(`meeting.states.${meeting.state}`)}
          </Badge>
        </Group>
        {meeting.startsAt ? (
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={16} />
            <Text size="sm" td={canceled ? 'line-through' : undefined} data-testid="meeting-when">
              <DateLabel value={meeting.startsAt} format="dateTime" timeZone={timeZone} />
              {meeting.endsAt ? (
                <>
                  {' – '}
                  {formatDate(meeting.endsAt, 'hh:mm a', { locale, timeZone })}
                </>
              ) : null}
              {timeZone ? ` (${timeZone})` : null}
            </Text>
          </Group>
        ) : null}
        {meeting.location ? (
          <Group gap="xs" wrap="nowrap">
            <IconMapPin size={16} />
            <Text size="sm" dir="auto" data-testid="meeting-location">
              {meeting.location}
            </Text>
          </Group>
        ) : null}
        {safeLink ? (
          <Group gap="xs" wrap="nowrap">
            <IconVideo size={16} />
            <Anchor href={safeLink} target="_blank" rel="noopener noreferrer" size="sm" data-testid="meeting-link">
              {safeLink}
            </Anchor>
          </Group>
        ) : null}
        {meeting.message ? (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid="meeting-message">
            {meeting.message}
          </Text>
        ) : null}
        {meeting.attendees.length > 0 ? (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('meeting.attendees')}
            </Text>
            <AvatarList people={meeting.attendees} variant="compact" data-testid="meeting-attendees" />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
