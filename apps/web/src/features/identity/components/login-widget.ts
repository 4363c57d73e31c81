import { useComputedColorScheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import { type LoginLayout, useOrganisation } from '../../organisation/index.ts';

export type LoginColours = LoginLayout['colors'];

/** The organisation's login widget colours; none in dark mode, where Mantine's dark palette stays readable. */
export function useLoginColours(): LoginColours | null {
  const organisation = useOrganisation();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return dark ? null : organisation.layoutCustomization.login.colors;
}

/** Button styles in the organisation's primary button colours. */
export function primaryButtonStyles(colours: LoginColours | null): { root: CSSProperties } | undefined {
  return colours
    ? { root: { backgroundColor: colours.primaryButtonBackground, color: colours.primaryButtonText } }
    : undefined;
}
