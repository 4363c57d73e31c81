import type { EventClickArg, EventDropArg, EventSourceFuncArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Button, Container, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { TOAST_DISMISS_MS } from '@cohort/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { CalendarFeedModal } from '../components/calendar-feed-modal.tsx';
import { CalendarEntriesQuery, type CalendarEntryData } from '../graphql/calendar-entries.query.ts';
import { MoveSessionMutation, MoveTaskMutation } from '../graphql/move-task.mutation.ts';
import { SessionDetailsModal } from '../components/session-details-modal.tsx';
import {
  type CalendarViewName,
  calendarLocale,
  calendarTimeZone,
  minutesBetween,
  searchValueOfView,
  toEventInput,
  viewFromSearch,
} from '../utils/calendar-view.ts';
import classes from './calendar-page.module.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin, luxonPlugin];

function entryOf(event: { extendedProps: Record<string, unknown> }): CalendarEntryData {
  return event.extendedProps.entry as CalendarEntryData;
}

/**
 * /calendar (spec 01 §2.2; /calendar/sync leads here): the viewer's month, week or day in their own time zone, right
 * to left in Arabic. Entries come from `calendarEntries` for the dates shown; a click opens what an entry stands for,
 * and an entry the viewer may change can be dragged to another day or time.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation(['calendar', 'errors']);
  usePageTitle(t('title'));
  const user = useCurrentUser();
  const client = useClient();
  const navigate = useNavigate();
  const { dir } = useDirection();
  const [search, setSearch] = useSearchParams();
  const [initialView] = useState<CalendarViewName>(() => viewFromSearch(search));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [session, setSession] = useState<CalendarEntryData | null>(null);
  const timeZone = calendarTimeZone(user.timezone);
  const locale = useMemo(() => calendarLocale(i18n.resolvedLanguage ?? 'en'), [i18n.resolvedLanguage]);
  const untitled = t('untitled');
  const sessionTitle = t('session');
  const openHoursTitle = t('openHours');

  const fetchEntries = useCallback(
    (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      client
        .query(
          CalendarEntriesQuery,
          { from: info.start.toISOString(), to: info.end.toISOString() },
          { requestPolicy: 'network-only' },
        )
        .toPromise()
        .then((result) => {
          if (result.error || !result.data) {
            setLoadError(
              result.error ? graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)) : t('loadFailed'),
            );
            failure(new Error('calendar'));
            return;
          }
          setLoadError(null);
          success(
            result.data.calendarEntries.map((entry) =>
              toEventInput(
                entry,
                entry.kind === 'SESSION' ? sessionTitle : entry.kind === 'AVAILABILITY' ? openHoursTitle : untitled,
              ),
            ),
          );
        });
    },
    [client, t, untitled, sessionTitle, openHoursTitle],
  );

  const open = useCallback(
    (info: EventClickArg) => {
      info.jsEvent.preventDefault();
      const entry = entryOf(info.event);
      if (entry.url) void navigate(entry.url);
      else setSession(entry);
    },
    [navigate],
  );

  const move = useCallback(
    (info: EventDropArg) => {
      const entry = entryOf(info.event);
      const start = info.event.start;
      if (!start) {
        info.revert();
        return;
      }
      const moved =
        entry.kind === 'SESSION'
          ? client.mutation(MoveSessionMutation, {
              id: entry.sourceId,
              startsAt: start.toISOString(),
              duration: minutesBetween(entry.start, entry.end),
            })
          : client.mutation(MoveTaskMutation, { taskId: entry.sourceId, dueDate: start.toISOString() });
      moved.toPromise().then((result) => {
        if (result.error) {
          info.revert();
          notifications.show({
            color: 'red',
            autoClose: TOAST_DISMISS_MS,
            message: graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)),
          });
          return;
        }
        notifications.show({
          color: 'green',
          autoClose: TOAST_DISMISS_MS,
          message: t('moved', { title: entry.title || (entry.kind === 'SESSION' ? sessionTitle : untitled) }),
        });
      });
    },
    [client, t, untitled, sessionTitle],
  );

  const rememberView = useCallback(
    (view: string) => {
      const value = searchValueOfView(view);
      if ((search.get('view') ?? null) === value) return;
      const next = new URLSearchParams(search);
      if (value) next.set('view', value);
      else next.delete('view');
      setSearch(next, { replace: true });
    },
    [search, setSearch],
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={760}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">
              {t('intro', { timezone: timeZone === 'local' ? t('localTime') : timeZone })}
            </Text>
          </Stack>
          <Button variant="light" leftSection={<IconRss size={16} />} onClick={() => setFeedOpen(true)}>
            {t('feed.open')}
          </Button>
        </Group>
        <CalendarFeedModal opened={feedOpen} onClose={() => setFeedOpen(false)} />
        <SessionDetailsModal
          entry={session}
          timeZone={timeZone === 'local' ? Intl.DateTimeFormat().resolvedOptions().timeZone : timeZone}
          onClose={() => setSession(null)}
        />
        {loadError && (
          <Alert color="red" role="alert">
            {loadError}
          </Alert>
        )}
        <div className={classes.calendar} data-testid="calendar">
          <FullCalendar
            plugins={PLUGINS}
            initialView={initialView}
            headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }}
            locale={locale}
            direction={dir}
            timeZone={timeZone}
            events={fetchEntries}
            eventClick={open}
            eventDrop={move}
            eventInteractive
            editable
            eventDurationEditable={false}
            nowIndicator
            height="auto"
            dayMaxEvents={4}
            datesSet={(arg) => rememberView(arg.view.type)}
          />
        </div>
      </Stack>
    </Container>
  );
}
