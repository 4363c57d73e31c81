import { Alert, Button, Container, Loader, Select, Stack, TagsInput, Text, Title } from '@mantine/core';
import { COACHING_LIMITS } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { RefusalAlert, refusalsOf } from '../components/refusal-alert.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { BookCoachingSessionMutation } from '../graphql/coaching.mutations.ts';
import { type CoachingHostData, CoachingHostsQuery } from '../graphql/coaching.queries.ts';
import { coachingSessionPath } from '../utils/paths.ts';
import {
  BOOKABLE_DURATIONS,
  DEFAULT_DURATION,
  durationWithin,
  fitsMinutesLeft,
  formatInstant,
  refusalRefreshesSlots,
  viewerTimeZone,
} from '../utils/slots.ts';

/**
 * /coaching/book (issue 16): a startup's person books a session with one of the mentors they may book: mentor,
 * duration, a free slot over the coming weeks in their own time zone, topics, then confirm. Each refusal of the server
 * is said in the interface's language; after "already taken" the slots are asked again.
 */
export function BookSessionPage() {
  const { t } = useTranslation('coaching');
  usePageTitle(t('book.title'));
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const startupId = search.get('startupId') || user.startups[0]?._id || null;
  return (
    <Container size="md" py="xl" data-testid="coaching-book-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('book.title')}</Title>
          <Text c="dimmed">{t('book.intro')}</Text>
        </Stack>
        {startupId ? (
          <BookingForm
            key={startupId}
            startupId={startupId}
            initialHostId={search.get('hostId')}
            timeZone={viewerTimeZone(user.timezone)}
          />
        ) : (
          <Alert color="gray" data-testid="coaching-book-no-startup">
            {t('book.noStartup')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function BookingForm({
  startupId,
  initialHostId,
  timeZone,
}: {
  startupId: string;
  initialHostId: string | null;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('coaching');
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({ query: CoachingHostsQuery, variables: { startupId } });
  const [hostId, setHostId] = useState<string | null>(initialHostId);
  const [chosenDuration, setDuration] = useState(DEFAULT_DURATION);
  const [slot, setSlot] = useState<string | null>(null);
  const [topics, setTopics] = useState<string[]>([]);
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [booking, book] = useMutation(BookCoachingSessionMutation);
  const hosts = data?.coachingHosts ?? [];
  const host = hosts.find((h) => h.user._id === hostId) ?? null;
  // A length beyond the minutes left with this mentor is not offered: the longest that fits is taken instead.
  const minutesLeft = host?.minutesLeft ?? null;
  const duration = durationWithin(chosenDuration, minutesLeft);
  const limited = minutesLeft !== null && BOOKABLE_DURATIONS.some((minutes) => !fitsMinutesLeft(minutes, minutesLeft));

  if (fetching && !data) return <Loader size="sm" />;
  if (error && !data) return <RefusalAlert error={error} />;
  if (hosts.length === 0)
    return (
      <Alert color="gray" data-testid="coaching-book-no-mentor">
        {t('book.noMentor')}
      </Alert>
    );

  const submit = async () => {
    if (!host || !slot) return;
    const result = await book({
      input: { hostId: host.user._id, startupId, startsAt: slot, duration, topics },
    });
    if (result.data?.bookCoachingSession) {
      navigate(`${coachingSessionPath(result.data.bookCoachingSession._id)}?booked=1`);
      return;
    }
    if (result.error && refusalRefreshesSlots(refusalsOf(result.error))) {
      setSlot(null);
      setSlotsVersion((value) => value + 1);
    }
  };

  return (
    <Stack gap="md" data-testid="coaching-book-form">
      <Select
        label={t('book.mentor')}
        placeholder={t('book.mentorPlaceholder')}
        data={hosts.map((h) => ({ value: h.user._id, label: h.user.fullName }))}
        value={hostId}
        onChange={(value) => {
          setHostId(value);
          setSlot(null);
        }}
        searchable
        data-testid="coaching-book-mentor"
      />
      {host ? <HostBlockers host={host} /> : null}
      {hostId && !host ? (
        <Alert color="yellow" data-testid="coaching-book-blocker">
          {t('refusals.requiresConnection')}
        </Alert>
      ) : null}
      <Select
        label={t('book.duration')}
        description={limited ? t('book.durationLimited', { minutes: minutesLeft }) : undefined}
        data={BOOKABLE_DURATIONS.map((minutes) => ({
          value: String(minutes),
          label: t('minutes', { minutes }),
          disabled: !fitsMinutesLeft(minutes, minutesLeft),
        }))}
        value={String(duration)}
        onChange={(value) => {
          if (value) setDuration(Number(value));
          setSlot(null);
        }}
        allowDeselect={false}
        data-testid="coaching-book-duration"
      />
      {host ? (
        <SlotPicker
          key={`${host.user._id}-${duration}`}
          hostId={host.user._id}
          duration={duration}
          timeZone={timeZone}
          selected={slot}
          onSelect={setSlot}
          version={slotsVersion}
        />
      ) : null}
      <TagsInput
        label={t('book.topics')}
        description={t('book.topicsHint', { max: COACHING_LIMITS.maxTopics })}
        value={topics}
        onChange={setTopics}
        maxTags={COACHING_LIMITS.maxTopics}
        data-testid="coaching-book-topics"
      />
      {slot && host ? (
        <Text size="sm" data-testid="coaching-book-summary">
          {t('book.summary', {
            name: host.user.fullName,
            when: formatInstant(slot, timeZone, i18n.resolvedLanguage ?? 'en'),
            minutes: duration,
          })}
        </Text>
      ) : null}
      <RefusalAlert error={booking.error} testId="coaching-book-error" />
      <Button
        onClick={submit}
        disabled={!host || !slot}
        loading={booking.fetching}
        data-testid="coaching-book-confirm"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('book.confirm')}
      </Button>
    </Stack>
  );
}

/** What stands in the way of booking this mentor, before the founder tries. */
function HostBlockers({ host }: { host: CoachingHostData }) {
  const { t } = useTranslation('coaching');
  const lines = [
    ...host.blockers.map((blocker) =>
      blocker === 'REQUIRES_CONNECTION'
        ? t('refusals.requiresConnection')
        : t('refusals.insufficientAllocation', { minutes: Math.max(0, host.minutesLeft ?? 0) }),
    ),
  ];
  return (
    <Stack gap={4}>
      {lines.map((line) => (
        <Alert key={line} color="yellow" data-testid="coaching-book-blocker">
          {line}
        </Alert>
      ))}
      {lines.length === 0 && host.minutesLeft !== null ? (
        <Text size="sm" c="dimmed" data-testid="coaching-book-minutes-left">
          {t('book.minutesLeft', { minutes: host.minutesLeft })}
        </Text>
      ) : null}
    </Stack>
  );
}
