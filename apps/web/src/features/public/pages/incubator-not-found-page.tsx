import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../organisation/index.ts';

/** The host names no organisation (spec 01 §2.1, §8). */
export function IncubatorNotFoundPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('incubatorNotFound.pageTitle'));
  return (
    <Center mih="100dvh" p="xl" data-testid="incubator-not-found">
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} data-testid="incubator-not-found-title">
          {t('incubatorNotFound.title')}
        </Title>
        <Text size="lg" c="dimmed" data-testid="incubator-not-found-subtitle">
          {t('incubatorNotFound.subtitle')}
        </Text>
      </Stack>
    </Center>
  );
}
