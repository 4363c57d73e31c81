import { useComputedColorScheme } from '@mantine/core';
import { type CSSProperties, createContext, useContext } from 'react';
import type { ApplyLayout } from '../graphql/apply-layout.query.ts';

export interface ApplyFrame {
  layout: ApplyLayout;
  /** The organisation's time zone: calls open and close in it. */
  timeZone: string;
}

export const ApplyFrameContext = createContext<ApplyFrame | null>(null);

/** The apply layout and time zone of the pages under ApplyLayout. */
export function useApplyFrame(): ApplyFrame {
  const frame = useContext(ApplyFrameContext);
  if (!frame) throw new Error('useApplyFrame() used outside ApplyLayout');
  return frame;
}

export type ApplyColours = ApplyLayout['colors'];

/** The apply layout's colours; none in dark mode, where Mantine's dark palette stays readable. */
export function useApplyColours(): ApplyColours | null {
  const { layout } = useApplyFrame();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return dark ? null : layout.colors;
}

/** Button styles in the organisation's primary button colours. */
export function primaryButtonStyles(colours: ApplyColours | null): { root: CSSProperties } | undefined {
  return colours
    ? { root: { backgroundColor: colours.primaryButtonBackground, color: colours.primaryButtonText } }
    : undefined;
}
