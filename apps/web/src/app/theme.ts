import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { BRAND_SHADE, brandShades, firstHexColour } from '../lib/brand-colours.ts';

/**
 * The primary colour of defaultLayout() in @cohort/shared. Not imported: that module builds zod schemas
 * at load time, which would put zod into the entry bundle.
 */
export const DEFAULT_PRIMARY_COLOUR = '#3b5bdb';

export interface BrandColourSource {
  brandPalette: { sidebar: { backgroundColor: string; activeItemBackgroundColor: string } };
  layoutCustomization: { login: { colors: { primaryButtonBackground: string } } };
}

/** The organisation's primary colour: its login button colour, else its sidebar colours, else the default. */
export function brandPrimaryColour(organisation: BrandColourSource | null): string {
  return (
    firstHexColour(
      organisation?.layoutCustomization.login.colors.primaryButtonBackground,
      organisation?.brandPalette.sidebar.activeItemBackgroundColor,
      organisation?.brandPalette.sidebar.backgroundColor,
    ) ?? DEFAULT_PRIMARY_COLOUR
  );
}

export function createCohortTheme(primaryColour: string): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: BRAND_SHADE, dark: BRAND_SHADE },
    colors: { brand: brandShades(primaryColour) },
    autoContrast: true,
    defaultRadius: 'md',
    // Spec 01 §9 breakpoints, in em (16 px).
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '87.5em' },
  });
}
