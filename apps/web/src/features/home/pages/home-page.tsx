import { Center, Stack, Title, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { useCurrentUser } from '../../identity/index.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { widgetLogo } from '../../public/index.ts';

/** / for a signed-in user: a minimal home until the real one (spec 01 §2.2) arrives. */
export function HomePage() {
  const { t } = useTranslation('account');
  const organisation = useOrganisation();
  const user = useCurrentUser();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  usePageTitle(t('home.pageTitle'));
  const logo = widgetLogo(organisation, organisation.layoutCustomization.login.widgetLogo.type, dark);
  return (
    <Center p="xl" mih="60dvh" data-testid="home-page">
      <Stack align="center" gap="lg">
        {logo ? <OrganisationLogo src={logo} name={organisation.name} height={72} testId="home-logo" /> : null}
        <Title order={1} ta="center" dir="auto" data-testid="home-welcome">
          {t('home.welcome', { firstName: user.firstName })}
        </Title>
      </Stack>
    </Center>
  );
}
