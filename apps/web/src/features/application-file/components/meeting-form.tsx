import '@mantine/dates/styles.css';
import { Alert, Button, Group, MultiSelect, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { inZone } from '../../../lib/dates.ts';
import type { ApplicationFileData } from '../graphql/application-file.query.ts';
import { MeetingAttendeeOptionsQuery } from '../graphql/meeting-attendee-options.query.ts';
import type { MeetingValues } from '../hooks/use-application-actions.ts';
import {
  defaultMeetingFields,
  durationChoices,
  type MeetingTimeFields,
  meetingFieldsOf,
  meetingRange,
} from '../utils/meeting-time.ts';

type Meeting = NonNullable<ApplicationFileData['meeting']>;

/**
 * Schedules or moves an interview (staff who run the application): the day and time in the organisation's time
 * zone, a length from the spec's list, a place or a video link, a message to the applicants, staff attendees.
 */
export function MeetingForm({
  applicationId,
  meeting,
  timeZone,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  applicationId: string;
  meeting: Meeting | null;
  timeZone: string;
  submitLabel: string;
  onSubmit: (values: MeetingValues) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('applicationFile');
  const [fields, setFields] = useState<MeetingTimeFields>(
    () => (meeting ? meetingFieldsOf(meeting, timeZone) : null) ?? defaultMeetingFields(new Date(), timeZone),
  );
  const [location, setLocation] = useState(meeting?.location ?? '');
  const [conferenceUrl, setConferenceUrl] = useState(meeting?.conferenceUrl ?? '');
  const [message, setMessage] = useState(meeting?.message ?? '');
  const [attendeeIds, setAttendeeIds] = useState<string[]>(meeting?.attendees.map((person) => person._id) ?? []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [{ data }] = useQuery({ query: MeetingAttendeeOptionsQuery, variables: { applicationId } });
  const options = (data?.applicationMeetingAttendeeOptions ?? []).map((person) => ({
    value: person._id,
    label: person.fullName,
  }));
  const today = inZone(new Date(), timeZone).format('YYYY-MM-DD');

  const submit = async () => {
    const range = meetingRange(fields, timeZone);
    if (!range) {
      setError(t('meeting.invalidTime'));
      return;
    }
    setSaving(true);
    const failure = await onSubmit({
      startsAt: range.startsAt.toISOString(),
      endsAt: range.endsAt.toISOString(),
      location: location.trim() || null,
      conferenceUrl: conferenceUrl.trim() || null,
      message: message.trim() || null,
      attendeeIds,
    });
    setSaving(false);
    setError(failure);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="meeting-form">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <DatePickerInput
            label={t('meeting.day')}
            value={fields.day}
            minDate={today}
            onChange={(value) => setFields((current) => ({ ...current, day: value ?? current.day }))}
            data-testid="meeting-day"
          />
          <TimeInput
            label={t('meeting.time')}
            value={fields.time}
            onChange={(event) => {
              const time = event.currentTarget.value;
              setFields((current) => ({ ...current, time }));
            }}
            data-testid="meeting-time"
          />
          <Select
            label={t('meeting.duration')}
            value={String(fields.minutes)}
            allowDeselect={false}
            data={durationChoices(fields.minutes).map((minutes) => ({
              value: String(minutes),
              label: t('meeting.minutes', { count: minutes }),
            }))}
            onChange={(value) => setFields((current) => ({ ...current, minutes: Number(value ?? current.minutes) }))}
            data-testid="meeting-duration"
          />
        </Group>
        <Text size="xs" c="dimmed" data-testid="meeting-zone">
          {t('meeting.zoneNote', { zone: timeZone })}
        </Text>
        <TextInput
          label={t('meeting.location')}
          value={location}
          onChange={(event) => setLocation(event.currentTarget.value)}
          data-testid="meeting-location-input"
        />
        <TextInput
          label={t('meeting.conferenceUrl')}
          placeholder="https://"
          value={conferenceUrl}
          onChange={(event) => setConferenceUrl(event.currentTarget.value)}
          data-testid="meeting-link-input"
        />
        <Textarea
          label={t('meeting.message')}
          autosize
          minRows={2}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          data-testid="meeting-message-input"
        />
        <MultiSelect
          label={t('meeting.attendees')}
          data={options}
          value={attendeeIds}
          onChange={setAttendeeIds}
          searchable
          clearable
          data-testid="meeting-attendees-input"
        />
        {error ? (
          <Alert color="red" role="alert" data-testid="meeting-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          <Button loading={saving} onClick={() => void submit()} data-testid="meeting-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
