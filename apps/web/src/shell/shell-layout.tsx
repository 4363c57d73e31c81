import '@mantine/notifications/styles.css';
import { Anchor, Box, Center, Group, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { canReadOutbox, OUTBOX_PATH } from '../features/emails/index.ts';
import { SignOutButton, UnconfirmedAccountBanner, useCurrentUser } from '../features/identity/index.ts';
import { useOrganisation } from '../features/organisation/index.ts';
import { headerLogo } from '../features/public/index.ts';
import { canManageSettings, SETTINGS_PATH } from '../features/settings/index.ts';
import { OrganisationLogo } from '../ui/organisation-logo.tsx';

export const SECURITY_SETTINGS_PATH = '/account/settings/security';

/**
 * The signed-in area, for now a top bar (logo, home, security settings, the outbox and the organisation settings for
 * the admin group, the user and Sign out) above the page, and the toasts; the sidebar, search, notifications and tasks of spec 01 §2.3–2.5 replace it later.
 */
export function ShellLayout() {
  const { t } = useTranslation('account');
  const organisation = useOrganisation();
  const user = useCurrentUser();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const logo = headerLogo(organisation, dark);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} data-testid="shell">
      <Notifications position="top-right" zIndex={1000} />
      <Box
        component="header"
        px="lg"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        data-testid="shell-header"
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="lg" wrap="wrap">
            <Anchor component={Link} to="/" underline="never" data-testid="shell-home-link">
              {logo ? (
                <OrganisationLogo src={logo} name={organisation.name} height={32} testId="shell-logo" />
              ) : (
                <Text fw={700}>{organisation.name}</Text>
              )}
            </Anchor>
            <Group component="nav" gap="md" aria-label={t('nav.label')}>
              <Anchor component={Link} to="/" data-testid="nav-home">
                {t('nav.home')}
              </Anchor>
              <Anchor component={Link} to={SECURITY_SETTINGS_PATH} data-testid="nav-security">
                {t('nav.security')}
              </Anchor>
              {canReadOutbox(user.role.type) ? (
                <Anchor component={Link} to={OUTBOX_PATH} data-testid="nav-outbox">
                  {t('nav.outbox')}
                </Anchor>
              ) : null}
              {canManageSettings(user.role.type) ? (
                <Anchor component={Link} to={SETTINGS_PATH} data-testid="nav-settings">
                  {t('nav.settings')}
                </Anchor>
              ) : null}
            </Group>
          </Group>
          <Group gap="sm">
            <Text size="sm" data-testid="shell-user-name" dir="auto">
              {user.fullName}
            </Text>
            <SignOutButton />
          </Group>
        </Group>
      </Box>
      <UnconfirmedAccountBanner />
      <Box component="main" style={{ flex: 1 }}>
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
    </Box>
  );
}
