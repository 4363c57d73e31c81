import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coachingSessionPath } from '../../coaching/index.ts';
import { DateLabel } from '../../../ui/date-label.tsx';
import { FollowUpsToTasks } from '../../coaching-admin/index.ts';
import type { CalendarEntryData } from '../graphql/calendar-entries.query.ts';

const isLink = (value: string) => /^https?:\/\//i.test(value);

/** What the calendar says of a coaching session: when, with which startup, where (a link opens the video call). */
export function SessionDetailsModal({
  entry,
  timeZone,
  onClose,
}: {
  entry: CalendarEntryData | null;
  timeZone: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['calendar', 'coaching']);
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry?.title || t('calendar:session')}>
      {entry && (
        <Stack gap="xs" data-testid="session-details">
          <Text size="sm">
            <DateLabel value={entry.start} format="dateTime" timeZone={timeZone} />
            {entry.end && (
              <>
                {' – '}
                <DateLabel value={entry.end} format="dateTime" timeZone={timeZone} />
              </>
            )}
          </Text>
          {entry.subtitle && <Text size="sm">{t('calendar:with', { name: entry.subtitle })}</Text>}
          {entry.location && (
            <Text size="sm">
              {t('calendar:where')}{' '}
              {isLink(entry.location) ? (
                <Anchor href={entry.location} target="_blank" rel="noreferrer" dir="ltr">
                  {entry.location}
                </Anchor>
              ) : (
                entry.location
              )}
            </Text>
          )}
          {entry.done && (
            <Text size="sm" c="dimmed">
              {t('calendar:sessionPast')}
            </Text>
          )}
          <Anchor
            component={Link}
            to={coachingSessionPath(entry.sourceId)}
            size="sm"
            data-testid="session-details-open"
          >
            {t('coaching:session.open')}
          </Anchor>
          {/* The coach (or staff) turns the follow-ups of the session's notes into tasks for the startup. */}
          {entry.kind === 'SESSION' && entry.sourceId ? <FollowUpsToTasks sessionId={entry.sourceId} /> : null}
        </Stack>
      )}
    </Modal>
  );
}
