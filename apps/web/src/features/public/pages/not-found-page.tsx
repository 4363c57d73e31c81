import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { isExternalHref } from '../components/internal-or-external-link.ts';

/** Any unknown route (spec 01 §2.2): 'Go Back' leads to the organisation's not-found target, default root. */
export function NotFoundPage() {
  const { t } = useTranslation(['public', 'common']);
  const organisation = useOrganisation();
  const navigate = useNavigate();
  usePageTitle(t('public:notFound.pageTitle'));
  const target = organisation.notFoundPath || '/';
  const goBack = () => {
    if (isExternalHref(target)) window.location.assign(target);
    else void navigate(target);
  };
  return (
    <Center mih="calc(100dvh - 4rem)" p="xl" data-testid="not-found">
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} data-testid="not-found-title">
          {t('public:notFound.title')}
        </Title>
        <Button onClick={goBack} data-testid="not-found-back">
          {t('common:goBack')}
        </Button>
      </Stack>
    </Center>
  );
}
