import { CONFERENCE_PROVIDER_NAMES } from '@cohort/shared';
import { Alert, Anchor, Badge, Button, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AddToCalendarMenu } from '../components/add-to-calendar-menu.tsx';
import { ConfirmActionModal } from '../components/confirm-action-modal.tsx';
import { RefusalAlert } from '../components/refusal-alert.tsx';
import { RescheduleModal } from '../components/reschedule-modal.tsx';
import { FollowUpsToTasks } from '../../coaching-admin/index.ts';
import { SessionBrief } from '../components/session-brief.tsx';
import { SessionEvaluation } from '../components/session-evaluation.tsx';
import { SessionNotes } from '../components/session-notes.tsx';
import { CancelCoachingSessionMutation, DeleteCoachingSessionMutation } from '../graphql/coaching.mutations.ts';
import { type CoachingSessionData, CoachingSessionFields, CoachingSessionQuery } from '../graphql/coaching.queries.ts';
import { startupPath } from '../utils/paths.ts';
import { formatInstant, formatSessionRange, viewerTimeZone } from '../utils/slots.ts';

const isLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * /coaching/session/:coachingId (spec 01 §2.2): a coaching session in the viewer's time zone, with its people, topics,
 * place, notes by kind, the changelog of its dates, and reschedule, cancel and delete for whoever may.
 */
export function CoachingSessionPage() {
  const { t } = useTranslation('coaching');
  usePageTitle(t('session.title'));
  const { coachingId = '' } = useParams();
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const timeZone = viewerTimeZone(user.timezone);
  const [{ data, fetching, error }] = useQuery({ query: CoachingSessionQuery, variables: { id: coachingId } });
  const session = data?.coachingSession ? readFragment(CoachingSessionFields, data.coachingSession) : null;
  return (
    <Container size="md" py="xl" data-testid="coaching-session-page">
      {session ? (
        <SessionView key={session._id} session={session} timeZone={timeZone} booked={search.get('booked') === '1'} />
      ) : fetching ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="md">
          <Title order={1}>{t('session.title')}</Title>
          {error ? <RefusalAlert error={error} testId="coaching-session-error" /> : null}
        </Stack>
      )}
    </Container>
  );
}

function SessionView({
  session,
  timeZone,
  booked,
}: {
  session: CoachingSessionData;
  timeZone: string;
  booked: boolean;
}) {
  const { t, i18n } = useTranslation('coaching');
  const locale = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | 'delete' | null>(null);
  const [canceling, cancel] = useMutation(CancelCoachingSessionMutation);
  const [deleting, remove] = useMutation(DeleteCoachingSessionMutation);
  const attendees = [...session.incubatorAttendees, ...session.startupAttendees];
  const past = new Date(session.endsAt).getTime() < Date.now();
  const status = session.state === 'scheduled' && past ? 'past' : session.state;
  const heading =
    session.title || (session.host ? t('session.with', { name: session.host.fullName }) : t('session.title'));

  return (
    <Stack gap="xl">
      {booked ? (
        <Alert color="teal" data-testid="coaching-session-booked">
          {t('session.booked')}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} dir="auto" data-testid="coaching-session-title">
            {heading}
          </Title>
          <Badge
            color={status === 'canceled' ? 'red' : status === 'scheduled' ? 'blue' : 'gray'}
            data-testid="coaching-session-status"
          >
            {t(`status.${status}`)}
          </Badge>
        </Group>
        <Text data-testid="coaching-session-when">
          {formatSessionRange(session.startsAt, session.endsAt, timeZone, locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('session.timeZone', { timeZone, minutes: session.duration })}
        </Text>
      </Stack>

      <Stack gap="xs" data-testid="coaching-session-details">
        {session.host ? (
          <Text size="sm" data-testid="coaching-session-host">
            <strong>{t('session.host')}</strong> {session.host.fullName}
          </Text>
        ) : null}
        {session.startupId && session.startupName ? (
          <Text size="sm">
            <strong>{t('session.startup')}</strong>{' '}
            <Anchor component={Link} to={startupPath(session.startupId)} data-testid="coaching-session-startup">
              {session.startupName}
            </Anchor>
          </Text>
        ) : null}
        {attendees.length > 0 ? (
          <Text size="sm" data-testid="coaching-session-attendees">
            <strong>{t('session.attendees')}</strong> {attendees.map((person) => person.fullName).join(', ')}
          </Text>
        ) : null}
        {session.topics.length > 0 ? (
          <Group gap={6}>
            <Text size="sm" fw={700}>
              {t('session.topics')}
            </Text>
            {session.topics.map((topic) => (
              <Badge key={topic} variant="light" data-testid="coaching-session-topic">
                {topic}
              </Badge>
            ))}
          </Group>
        ) : null}
        {session.location ? (
          <Text size="sm" data-testid="coaching-session-location">
            <strong>{t('session.location')}</strong>{' '}
            {isLink(session.location) ? (
              <Anchor href={session.location} target="_blank" rel="noreferrer" dir="ltr">
                {session.location}
              </Anchor>
            ) : (
              session.location
            )}
          </Text>
        ) : null}
        {session.conferenceUrl ? (
          <Text size="sm" data-testid="coaching-session-conference-line">
            <strong>
              {session.conferenceProvider
                ? t('session.conferenceOn', { provider: CONFERENCE_PROVIDER_NAMES[session.conferenceProvider] })
                : t('session.conference')}
            </strong>{' '}
            <Anchor
              href={session.conferenceUrl}
              target="_blank"
              rel="noreferrer"
              dir="ltr"
              data-testid="coaching-session-conference"
            >
              {session.conferenceUrl}
            </Anchor>
          </Text>
        ) : null}
      </Stack>

      {status === 'scheduled' || session.viewerCan.manage || session.viewerCan.delete ? (
        <Group gap="sm">
          {status === 'scheduled' ? (
            <AddToCalendarMenu
              session={{
                id: session._id,
                title: heading,
                startsAt: session.startsAt,
                endsAt: session.endsAt,
                location: session.location || null,
                conferenceUrl: session.conferenceUrl || null,
                pageUrl: window.location.origin + window.location.pathname,
                hostName: window.location.hostname,
                topics: session.topics,
              }}
            />
          ) : null}
          {session.viewerCan.manage && session.host && !past ? (
            <Button variant="default" onClick={() => setDialog('reschedule')} data-testid="coaching-session-reschedule">
              {t('session.reschedule')}
            </Button>
          ) : null}
          {session.viewerCan.manage && !past ? (
            <Button
              variant="default"
              color="red"
              onClick={() => setDialog('cancel')}
              data-testid="coaching-session-cancel"
            >
              {t('session.cancel')}
            </Button>
          ) : null}
          {session.viewerCan.delete ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setDialog('delete')}
              data-testid="coaching-session-delete"
            >
              {t('session.delete')}
            </Button>
          ) : null}
        </Group>
      ) : null}

      {session.viewerCan.writeNotes ? <SessionBrief sessionId={session._id} timeZone={timeZone} /> : null}

      <SessionNotes session={session} />
      {/* The follow-ups written in the notes become the startup's tasks in one click (the coach, staff). */}
      <FollowUpsToTasks sessionId={session._id} />
      <SessionEvaluation sessionId={session._id} />

      <Stack gap="xs" component="section" aria-labelledby="coaching-changelog-title" data-testid="coaching-changelog">
        <Title order={2} size="h3" id="coaching-changelog-title">
          {t('changelog.title')}
        </Title>
        {session.changelog.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('changelog.none')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {session.changelog.map((change) => (
              <List.Item key={change._id} data-testid="coaching-changelog-entry">
                {change.change === 'canceled' || !change.newStartsAt
                  ? t('changelog.canceled', {
                      at: formatInstant(change.createdAt, timeZone, locale),
                      old: change.oldStartsAt ? formatInstant(change.oldStartsAt, timeZone, locale) : '—',
                    })
                  : t('changelog.rescheduled', {
                      at: formatInstant(change.createdAt, timeZone, locale),
                      old: change.oldStartsAt ? formatInstant(change.oldStartsAt, timeZone, locale) : '—',
                      new: formatInstant(change.newStartsAt, timeZone, locale),
                    })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      {session.host ? (
        <RescheduleModal
          session={session}
          hostId={session.host._id}
          timeZone={timeZone}
          opened={dialog === 'reschedule'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmActionModal
        opened={dialog === 'cancel'}
        title={t('session.cancel')}
        body={t('session.cancelBody')}
        confirmLabel={t('session.cancelConfirm')}
        loading={canceling.fetching}
        error={canceling.error}
        onConfirm={async () => {
          const result = await cancel({ id: session._id });
          if (!result.error) setDialog(null);
        }}
        onClose={() => setDialog(null)}
        testId="coaching-cancel"
      />
      <ConfirmActionModal
        opened={dialog === 'delete'}
        title={t('session.delete')}
        body={t('session.deleteBody')}
        confirmLabel={t('session.deleteConfirm')}
        loading={deleting.fetching}
        error={deleting.error}
        onConfirm={async () => {
          const result = await remove({ id: session._id });
          if (!result.error) navigate('/calendar');
        }}
        onClose={() => setDialog(null)}
        testId="coaching-delete"
      />
    </Stack>
  );
}
