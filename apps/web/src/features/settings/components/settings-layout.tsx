import { Box, Container, Flex } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../identity/index.ts';
import { canEnterSettings } from '../utils/settings-nav.ts';
import { SettingsNav } from './settings-nav.tsx';
import { SettingsLoader } from './settings-page.tsx';

/**
 * /admin/configuration/*: the settings navigation beside the page. Only the admin role group may enter (spec 01 §6),
 * and platform operators (System) for the feature flags;
 * anyone else goes back to the home page (the server refuses them too).
 */
export function SettingsLayout() {
  const user = useCurrentUser();
  if (!canEnterSettings(user.role.type)) return <Navigate to="/" replace />;
  return (
    <Container size="xl" py="xl" data-testid="settings-layout">
      <Flex direction={{ base: 'column', md: 'row' }} gap="xl" align={{ base: 'stretch', md: 'flex-start' }}>
        <SettingsNav />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={<SettingsLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Container>
  );
}
