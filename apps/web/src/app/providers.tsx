import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { AuthGraphqlProvider, CurrentUserProvider } from '../features/identity/index.ts';
import { OrganisationProvider, useOptionalOrganisation } from '../features/organisation/index.ts';
import type { AuthSession } from '../lib/auth/auth-session.ts';
import { createColorSchemeManager } from '../lib/preferences.ts';
import { DirectionSync } from './direction-sync.tsx';
import { brandPrimaryColour, createCohortTheme } from './theme.ts';

const colorSchemeManager = createColorSchemeManager();

function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const organisation = useOptionalOrganisation();
  const primaryColour = brandPrimaryColour(organisation);
  const theme = useMemo(() => createCohortTheme(primaryColour), [primaryColour]);
  return (
    <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
        <DirectionSync />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/**
 * The GraphQL client of the current sign-in (a new one, with an empty cache, for each token), the organisation of
 * the host, the signed-in user, and Mantine themed with the organisation's brand.
 */
export function AppProviders({ auth, children }: { auth: AuthSession; children: ReactNode }) {
  return (
    <AuthGraphqlProvider session={auth}>
      <OrganisationProvider>
        <CurrentUserProvider>
          <BrandedMantineProvider>{children}</BrandedMantineProvider>
        </CurrentUserProvider>
      </OrganisationProvider>
    </AuthGraphqlProvider>
  );
}
