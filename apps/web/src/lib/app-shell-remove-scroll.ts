import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell sections import from react-remove-scroll: only the class names of its scroll-bar
 * compensation, which this takes from their source, react-remove-scroll-bar's constants (vite.config.ts points the
 * AppShell's import here). The whole scroll lock (about 4 KB gzipped) then comes with the first modal or drawer,
 * not with every signed-in page (issue 11).
 */
export const RemoveScroll = {
  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },
} as const;
