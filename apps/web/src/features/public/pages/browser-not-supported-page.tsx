import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app in the browsers spec 01 §5 does not support. */
export function BrowserNotSupportedPage() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return (
    <Center mih="100dvh" p="xl" data-testid="browser-not-supported">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Title order={1}>{t('browserNotSupported.title')}</Title>
        <Text size="lg">{t('browserNotSupported.description')}</Text>
      </Stack>
    </Center>
  );
}
