import { pickTranslation } from '@cohort/shared';
import { Box, Center, Loader, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../lib/auth/auth-rules.ts';
import { PoweredBy } from '../../../ui/powered-by.tsx';
import { useOrganisation } from '../../organisation/index.ts';
import { loginPageBackground, PublicHeader } from '../../public/index.ts';

/**
 * The signed-out identity pages (login, password reset, invitation, confirmation, external sign-in) in the
 * organisation's login layout: its background, header and footer as layoutCustomization.login says.
 */
export function AuthLayout() {
  const { i18n } = useTranslation('common');
  const organisation = useOrganisation();
  const { pathname } = useLocation();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const layout = organisation.layoutCustomization.login;
  const footerText = pickTranslation(layout.customText.footer, i18n.resolvedLanguage ?? 'en');
  const textColour = dark ? undefined : layout.colors.text;
  return (
    <Box
      mih="100dvh"
      data-testid="auth-layout"
      style={{ display: 'flex', flexDirection: 'column', ...loginPageBackground(layout, dark) }}
    >
      {layout.header.isVisible ? <PublicHeader showLogin={pathname !== LOGIN_PATH} /> : null}
      <Box
        component="main"
        p={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
      >
        <Suspense
          fallback={
            <Center p="xl">
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Stack
        component="footer"
        align="center"
        gap={4}
        py="md"
        px="md"
        mih={layout.footer.isVisible ? layout.footer.height : undefined}
        bg={layout.footer.isVisible && !dark ? layout.footer.background : undefined}
        data-testid="auth-footer"
      >
        {layout.footer.isVisible && footerText ? (
          <Text size="sm" c={textColour ?? 'dimmed'} dir="auto" data-testid="auth-footer-text">
            {footerText}
          </Text>
        ) : null}
        {organisation.featureFlags.hidePoweredBy.enabled ? null : <PoweredBy color={textColour} />}
      </Stack>
    </Box>
  );
}
