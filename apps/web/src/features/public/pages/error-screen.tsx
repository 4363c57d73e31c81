import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOptionalOrganisation } from '../../organisation/index.ts';

/** Where 'Tell us what happened' writes when the organisation has no support mailbox. */
export { FALLBACK_SUPPORT_EMAIL } from '@cohort/shared';
import { FALLBACK_SUPPORT_EMAIL } from '@cohort/shared';

/** The error screen of spec 01 §2.2, shown when a page fails to render. */
export function ErrorScreen({ error }: { error?: unknown }) {
  // Never suspends: the English error texts are bundled, so this screen shows even when chunks fail.
  const { t } = useTranslation('errors', { useSuspense: false });
  const organisation = useOptionalOrganisation();
  const supportEmail = organisation?.supportEmail?.address || FALLBACK_SUPPORT_EMAIL;
  if (error && import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100dvh" p="xl" data-testid="error-screen">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Title order={1} data-testid="error-title">
          {t('unexpected.title')}
        </Title>
        <Text size="lg">{t('unexpected.description')}</Text>
        <Text>{t('unexpected.tryLater')}</Text>
        <Text>{t('unexpected.thanks')}</Text>
        <Anchor href={`mailto:${supportEmail}`} data-testid="error-tell-us">
          {t('unexpected.tellUs')}
        </Anchor>
        <Button onClick={() => window.location.reload()} data-testid="error-refresh">
          {t('unexpected.refresh')}
        </Button>
      </Stack>
    </Center>
  );
}
