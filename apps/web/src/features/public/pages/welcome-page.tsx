import { pickTranslation } from '@cohort/shared';
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPLORE_PATH } from '../../../lib/auth/auth-rules.ts';
import { ColorSchemeToggle } from '../../../ui/color-scheme-toggle.tsx';
import { LanguageMenu } from '../../../ui/language-menu.tsx';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { PoweredBy } from '../../../ui/powered-by.tsx';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { loginPageBackground } from '../components/login-background.ts';
import { widgetLogo } from '../components/organisation-logos.ts';
import { LOGIN_PATH } from '../components/public-header.tsx';
import { useHomeLayout } from '../hooks/use-home-layout.ts';

const LOGO_JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * /welcome: the organisation's public landing page in its home layout (spec 02 §3 Layout customization):
 * background, welcome box, colours, texts, the footer and, when switched on, the link to explore the programmes.
 * With two columns the welcome text stands beside the box. Dark mode keeps Mantine's dark surfaces.
 */
export function WelcomePage() {
  const { t, i18n } = useTranslation(['public', 'common']);
  const organisation = useOrganisation();
  usePageTitle(t('public:welcome.pageTitle'));
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const layout = useHomeLayout();
  if (!layout) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const language = i18n.resolvedLanguage ?? 'en';
  const logo = widgetLogo(organisation, layout.widgetLogo.type, dark);
  const description =
    pickTranslation(layout.customText.description, language) ??
    organisation.description ??
    t('public:welcome.greeting', { name: organisation.name });
  const footerText = layout.footer.isVisible ? pickTranslation(layout.customText.footer, language) : null;
  const colors = dark ? null : layout.colors;
  const logoPosition = layout.widgetLogo.position as keyof typeof LOGO_JUSTIFY;
  const twoColumns = layout.content.columns === 2;
  const descriptionText = (
    <Text
      ta={twoColumns ? undefined : 'center'}
      c={colors?.text}
      dir="auto"
      style={{ whiteSpace: 'pre-line' }}
      maw={twoColumns ? 420 : undefined}
      data-testid="org-description"
    >
      {description}
    </Text>
  );

  return (
    <Box
      data-testid="welcome-page"
      data-columns={layout.content.columns}
      style={{ flex: 1, display: 'flex', flexDirection: 'column', ...loginPageBackground(layout, dark) }}
    >
      <Box
        p={{ base: 'md', sm: 'xl' }}
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: twoColumns ? 'row' : 'column',
          flexWrap: 'wrap',
          justifyContent: twoColumns ? 'center' : 'flex-start',
          alignItems: twoColumns ? 'flex-start' : 'center',
          gap: 'var(--mantine-spacing-xl)',
        }}
      >
        {twoColumns ? <Box mt={{ base: 'md', sm: '10vh' }}>{descriptionText}</Box> : null}
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
            {twoColumns ? null : descriptionText}
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
            {layout.showExploreLink ? (
              <Anchor
                component={Link}
                to={EXPLORE_PATH}
                size="sm"
                ta="center"
                c={colors?.link}
                data-testid="welcome-explore"
              >
                {t('public:welcome.explore')}
              </Anchor>
            ) : null}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <LanguageMenu />
              <ColorSchemeToggle />
            </Group>
          </Stack>
        </Paper>
      </Box>
      <Stack
        component="footer"
        align="center"
        justify="center"
        gap={4}
        py="md"
        px="md"
        mih={layout.footer.isVisible ? layout.footer.height : undefined}
        bg={layout.footer.isVisible && !dark ? layout.footer.background : undefined}
        data-testid="welcome-footer"
      >
        {footerText ? (
          <Text size="sm" c={colors?.text ?? 'dimmed'} dir="auto" data-testid="welcome-footer-text">
            {footerText}
          </Text>
        ) : null}
        {organisation.featureFlags.hidePoweredBy.enabled ? null : <PoweredBy color={colors?.text} />}
      </Stack>
    </Box>
  );
}
