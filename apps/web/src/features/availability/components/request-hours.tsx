import { Alert, Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RequestCoachingAvailabilityMutation } from '../graphql/availability.mutations.ts';
import { MutationError } from './mutation-error.tsx';

/**
 * On someone else's availability, for who may edit it: asks them to set their coaching hours themselves (a task to
 * this page, done by itself once they do). Says whether they were asked now or already had the request.
 */
export function RequestHours({ userId }: { userId: string }) {
  const { t } = useTranslation('availability');
  const [{ fetching, error }, request] = useMutation(RequestCoachingAvailabilityMutation);
  const [outcome, setOutcome] = useState<'asked' | 'already' | null>(null);
  const ask = async () => {
    setOutcome(null);
    const result = await request({ userIds: [userId] });
    if (result.data) setOutcome(result.data.requestCoachingAvailability > 0 ? 'asked' : 'already');
  };
  return (
    <Group gap="sm" align="center">
      <Button
        variant="light"
        leftSection={<IconSend size={16} />}
        loading={fetching}
        onClick={() => void ask()}
        data-testid="availability-request"
      >
        {t('request.button')}
      </Button>
      {outcome ? (
        <Alert color="teal" py={6} data-testid="availability-request-outcome">
          {t(`request.${outcome}`)}
        </Alert>
      ) : null}
      <MutationError error={error} testId="availability-request-error" />
    </Group>
  );
}
