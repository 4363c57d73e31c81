import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useOrganisationTimezone } from '../../tasks/index.ts';
import { MeetingDetails } from '../components/meeting-details.tsx';
import { MeetingForm } from '../components/meeting-form.tsx';
import { useApplicationActions } from '../hooks/use-application-actions.ts';
import { useApplicationContext } from '../hooks/use-application-context.ts';

/**
 * /application/:id/meeting: the interview. Staff who run the application schedule it (in an interview round),
 * move it or cancel it; the application's people read when and where it is.
 */
export function ApplicationMeetingPage() {
  const { application } = useApplicationContext();
  const { t } = useTranslation('applicationFile');
  const timeZone = useOrganisationTimezone();
  const actions = useApplicationActions(application._id);
  const [editing, setEditing] = useState(false);
  const [canceling, setCanceling] = useState(false);
  if (!timeZone) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const meeting = application.meeting;
  const scheduled = meeting?.state === 'meeting_scheduled';
  const canSchedule =
    application.viewerCan.process &&
    application.round?.kind === 'meeting' &&
    (application.status === 'ready_for_invitation' || application.status === 'ready_for_meeting');

  const settle = (success: string) => (result: Awaited<ReturnType<typeof actions.schedule>>) => {
    if (!result.ok) return result.message;
    actions.feedback.succeeded(success);
    setEditing(false);
    return null;
  };

  return (
    <Stack gap="md" data-testid="application-meeting">
      {meeting ? <MeetingDetails meeting={meeting} timeZone={timeZone} /> : null}
      {!meeting || (!scheduled && !canSchedule) ? (
        <Text c="dimmed" data-testid="meeting-none">
          {application.viewerCan.process
            ? canSchedule
              ? t('meeting.pendingStaff')
              : t('meeting.notInRound')
            : t('meeting.pendingApplicant')}
        </Text>
      ) : null}
      {application.viewerCan.process && scheduled && !editing ? (
        <Group gap="xs">
          <Button variant="default" onClick={() => setEditing(true)} data-testid="meeting-reschedule">
            {t('meeting.reschedule')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => setCanceling(true)} data-testid="meeting-cancel">
            {t('meeting.cancel')}
          </Button>
        </Group>
      ) : null}
      {canSchedule && !scheduled ? (
        <MeetingForm
          key="schedule"
          applicationId={application._id}
          meeting={null}
          timeZone={timeZone}
          submitLabel={t('meeting.schedule')}
          onSubmit={async (values) => settle(t('meeting.scheduled'))(await actions.schedule(values))}
        />
      ) : null}
      {application.viewerCan.process && scheduled && editing && meeting ? (
        <MeetingForm
          key={`reschedule-${meeting.sequence}`}
          applicationId={application._id}
          meeting={meeting}
          timeZone={timeZone}
          submitLabel={t('meeting.saveChanges')}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => settle(t('meeting.rescheduled'))(await actions.reschedule(values))}
        />
      ) : null}
      {canceling ? (
        <ConfirmModal
          title={t('meeting.cancelTitle')}
          body={t('meeting.cancelBody')}
          labels={{ cancel: t('actions.back'), confirm: t('meeting.cancel') }}
          testIds={{
            dialog: 'meeting-cancel-dialog',
            cancel: 'meeting-cancel-back',
            confirm: 'meeting-cancel-confirm',
          }}
          onClose={() => setCanceling(false)}
          onConfirm={async () => {
            const result = await actions.cancelMeeting();
            setCanceling(false);
            if (result.ok) actions.feedback.succeeded(t('meeting.canceled'));
            else actions.feedback.failed(result.message);
          }}
        />
      ) : null}
    </Stack>
  );
}
