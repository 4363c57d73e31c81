import { pickTranslation } from '@cohort/shared';
import { Box, Button, Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../../ui/color-scheme-toggle.tsx';
import { LanguageMenu } from '../../../ui/language-menu.tsx';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { PoweredBy } from '../../../ui/powered-by.tsx';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { loginPageBackground } from '../components/login-background.ts';
import { widgetLogo } from '../components/organisation-logos.ts';
import { LOGIN_PATH } from '../components/public-header.tsx';

const LOGO_JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** /welcome: the organisation's public landing page in its login layout. */
export function WelcomePage() {
  const { t, i18n } = useTranslation(['public', 'common']);
  const organisation = useOrganisation();
  usePageTitle(t('public:welcome.pageTitle'));
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const layout = organisation.layoutCustomization.login;
  const language = i18n.resolvedLanguage ?? 'en';
  const logo = widgetLogo(organisation, layout.widgetLogo.type, dark);
  const description =
    pickTranslation(layout.customText.description, language) ??
    organisation.description ??
    t('public:welcome.greeting', { name: organisation.name });
  const footerText = pickTranslation(layout.customText.footer, language);
  const colors = dark ? null : layout.colors;
  const logoPosition = layout.widgetLogo.position as keyof typeof LOGO_JUSTIFY;

  return (
    <Box
      data-testid="welcome-page"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        ...loginPageBackground(layout, dark),
      }}
    >
      <Paper
        component="section"
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        mt={{ base: 'md', sm: '10vh' }}
        w="100%"
        maw={Math.max(layout.content.columnWidth, 320)}
        bg={colors?.widgetBackground}
        data-testid="welcome-card"
      >
        <Stack gap="md">
          {logo ? (
            <Group justify={LOGO_JUSTIFY[logoPosition] ?? 'center'}>
              <OrganisationLogo
                src={logo}
                name={organisation.name}
                height={layout.widgetLogo.height}
                testId="org-logo"
              />
            </Group>
          ) : null}
          <Title order={1} ta="center" c={colors?.heading} dir="auto" data-testid="org-name">
            {organisation.name}
          </Title>
          <Text
            ta="center"
            c={colors?.text}
            dir="auto"
            style={{ whiteSpace: 'pre-line' }}
            data-testid="org-description"
          >
            {description}
          </Text>
          <Text ta="center" size="sm" c={colors?.text ?? 'dimmed'}>
            {t('public:welcome.loginPrompt')}
          </Text>
          <Button
            component={Link}
            to={LOGIN_PATH}
            size="md"
            fullWidth
            data-testid="welcome-login"
            styles={
              colors
                ? { root: { backgroundColor: colors.primaryButtonBackground, color: colors.primaryButtonText } }
                : undefined
            }
          >
            {t('common:login')}
          </Button>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <LanguageMenu />
            <ColorSchemeToggle />
          </Group>
        </Stack>
      </Paper>
      <Stack component="footer" align="center" gap={4} mt="auto" pt="xl" data-testid="welcome-footer">
        {footerText ? (
          <Text size="sm" c={colors?.text ?? 'dimmed'} dir="auto">
            {footerText}
          </Text>
        ) : null}
        {organisation.featureFlags.hidePoweredBy.enabled ? null : <PoweredBy color={colors?.text} />}
      </Stack>
    </Box>
  );
}
