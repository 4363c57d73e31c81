import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useOrganisation } from '../../../features/organisation/index.ts';
import { SidebarBrandingQuery, type SidebarPalette } from '../graphql/sidebar-branding.query.ts';
import { DEFAULT_SIDEBAR_PALETTE } from '../sidebar-palette.ts';

/**
 * The organisation's sidebar palette. Until it arrives, the colours the organisation already carries (background and
 * active item) and the defaults for the rest, so the sidebar does not flash.
 */
export function useSidebarPalette(): SidebarPalette {
  const organisation = useOrganisation();
  const [{ data }] = useQuery({ query: SidebarBrandingQuery });
  const loaded = data?.publicIncubator.brandPalette.sidebar;
  const known = organisation.brandPalette.sidebar;
  return useMemo(() => loaded ?? { ...DEFAULT_SIDEBAR_PALETTE, ...known }, [loaded, known]);
}
