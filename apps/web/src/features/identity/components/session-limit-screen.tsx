import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 01 §4 Session: too many sessions; continue (end the oldest) or cancel. */
export function SessionLimitScreen({
  onContinue,
  onCancel,
  continuing,
  error,
}: {
  onContinue: () => void;
  onCancel: () => void;
  continuing: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" data-testid="session-limit">
      <Text fw={700} ta="center" data-testid="session-limit-title">
        {t('sessionLimit.title')}
      </Text>
      <Text ta="center">{t('sessionLimit.description')}</Text>
      {error ? (
        <Alert color="red" role="alert" data-testid="session-limit-error">
          {error}
        </Alert>
      ) : null}
      <Group justify="center" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={continuing} data-testid="session-limit-cancel">
          {t('sessionLimit.cancel')}
        </Button>
        <Button onClick={onContinue} loading={continuing} data-testid="session-limit-continue">
          {t('sessionLimit.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
