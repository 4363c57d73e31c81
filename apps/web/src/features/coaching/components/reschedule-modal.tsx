import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RescheduleCoachingSessionMutation } from '../graphql/coaching.mutations.ts';
import type { CoachingSessionData } from '../graphql/coaching.queries.ts';
import { refusalRefreshesSlots } from '../utils/slots.ts';
import { RefusalAlert, refusalsOf } from './refusal-alert.tsx';
import { SlotPicker } from './slot-picker.tsx';

/** Moves a scheduled session to another free slot of its host, same duration. */
export function RescheduleModal({
  session,
  hostId,
  timeZone,
  opened,
  onClose,
}: {
  session: CoachingSessionData;
  hostId: string;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('coaching');
  const [slot, setSlot] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [state, reschedule] = useMutation(RescheduleCoachingSessionMutation);
  const submit = async () => {
    if (!slot) return;
    const result = await reschedule({ id: session._id, startsAt: slot, duration: session.duration });
    if (!result.error) {
      setSlot(null);
      onClose();
      return;
    }
    if (refusalRefreshesSlots(refusalsOf(result.error))) {
      setSlot(null);
      setVersion((value) => value + 1);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('session.reschedule')} size="lg">
      {opened ? (
        <Stack gap="md" data-testid="coaching-reschedule">
          <SlotPicker
            hostId={hostId}
            duration={session.duration}
            timeZone={timeZone}
            selected={slot}
            onSelect={setSlot}
            version={version}
          />
          <RefusalAlert error={state.error} testId="coaching-reschedule-error" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.back')}
            </Button>
            <Button
              onClick={submit}
              disabled={!slot}
              loading={state.fetching}
              data-testid="coaching-reschedule-confirm"
            >
              {t('session.rescheduleConfirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
