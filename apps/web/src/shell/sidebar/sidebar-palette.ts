/**
 * DEFAULT_BRAND_PALETTE.sidebar of @cohort/shared, the sidebar's colours until the organisation's arrive. Not
 * imported: that module builds zod schemas at load time, which would bring zod into the first screen of every
 * signed-in page (issue 11). sidebar-palette.test.ts keeps the two equal.
 */
export const DEFAULT_SIDEBAR_PALETTE = {
  backgroundColor: '#1f2a44',
  textColor: '#e6e9f2',
  activeItemBackgroundColor: '#2f3d63',
  activeItemTextColor: '#ffffff',
  activeSubItemTextColor: '#9fb4ff',
  logoType: 'REVERSE',
} as const;
