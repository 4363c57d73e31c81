import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type Client, Provider as GraphqlProvider } from 'urql';
import { OrganisationProvider, useOptionalOrganisation } from '../features/organisation/index.ts';
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

/** GraphQL client, the organisation of the host, and Mantine themed with its brand. */
export function AppProviders({ client, children }: { client: Client; children: ReactNode }) {
  return (
    <GraphqlProvider value={client}>
      <OrganisationProvider>
        <BrandedMantineProvider>{children}</BrandedMantineProvider>
      </OrganisationProvider>
    </GraphqlProvider>
  );
}
