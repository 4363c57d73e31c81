import { z } from 'zod';
import { hexColour } from './validation.ts';

/** Text given per language: a list of { language, value } (the spec's shape for labels). */
export const localizedTextSchema = z.array(z.object({ language: z.string(), value: z.string() }));
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const LOGO_TYPES = ['DEFAULT', 'REVERSE'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const brandPaletteSchema = z.object({
  sidebar: z.object({
    backgroundColor: hexColour,
    textColor: hexColour,
    activeItemBackgroundColor: hexColour,
    activeItemTextColor: hexColour,
    activeSubItemTextColor: hexColour,
    logoType: z.enum(LOGO_TYPES),
  }),
  login: z.object({ logoType: z.enum(LOGO_TYPES) }),
});
export type BrandPalette = z.infer<typeof brandPaletteSchema>;

export const DEFAULT_BRAND_PALETTE: BrandPalette = {
  sidebar: {
    backgroundColor: '#1f2a44',
    textColor: '#e6e9f2',
    activeItemBackgroundColor: '#2f3d63',
    activeItemTextColor: '#ffffff',
    activeSubItemTextColor: '#9fb4ff',
    logoType: 'REVERSE',
  },
  login: { logoType: 'DEFAULT' },
};

const blockSchema = z.object({
  isVisible: z.boolean(),
  height: z.number().int().min(0).max(400),
  background: z.string(),
});

/** Layout customization of the login, apply and home pages (spec 02 §3). */
export const layoutSchema = z.object({
  background: z.object({
    color: z.string(),
    image: z.string().nullable(),
    size: z.enum(['cover', 'contain', 'auto']),
  }),
  header: blockSchema,
  footer: blockSchema,
  content: z.object({ columnWidth: z.number().int().min(240).max(1280), columns: z.number().int().min(1).max(2) }),
  colors: z.object({
    widgetBackground: z.string(),
    primaryButtonBackground: z.string(),
    primaryButtonText: z.string(),
    link: z.string(),
    text: z.string(),
    heading: z.string(),
    headerText: z.string(),
  }),
  widgetLogo: z.object({
    type: z.enum(['LOGO', 'SQUARE', 'WHITE', 'NONE']),
    position: z.enum(['left', 'center', 'right']),
    height: z.number().int().min(16).max(200),
  }),
  customText: z.object({ description: localizedTextSchema, footer: localizedTextSchema }),
  showExploreLink: z.boolean(),
});
export type Layout = z.infer<typeof layoutSchema>;
export const LAYOUT_PAGES = ['login', 'apply', 'home'] as const;
export type LayoutPage = (typeof LAYOUT_PAGES)[number];
export const layoutCustomizationSchema = z.object({ login: layoutSchema, apply: layoutSchema, home: layoutSchema });
export type LayoutCustomization = z.infer<typeof layoutCustomizationSchema>;

export function defaultLayout(primary = '#3b5bdb'): Layout {
  return {
    background: { color: '#f4f6fb', image: null, size: 'cover' },
    header: { isVisible: true, height: 64, background: '#ffffff' },
    footer: { isVisible: true, height: 48, background: 'transparent' },
    content: { columnWidth: 440, columns: 1 },
    colors: {
      widgetBackground: '#ffffff',
      primaryButtonBackground: primary,
      primaryButtonText: '#ffffff',
      link: primary,
      text: '#1f2933',
      heading: '#111827',
      headerText: '#111827',
    },
    widgetLogo: { type: 'LOGO', position: 'center', height: 48 },
    customText: { description: [], footer: [] },
    showExploreLink: false,
  };
}

export function defaultLayoutCustomization(primary?: string): LayoutCustomization {
  return { login: defaultLayout(primary), apply: defaultLayout(primary), home: defaultLayout(primary) };
}

export const startupNameAlternativeSchema = z.object({
  active: z.boolean(),
  label: localizedTextSchema,
  pluralLabel: localizedTextSchema,
});
export type StartupNameAlternative = z.infer<typeof startupNameAlternativeSchema>;
export const DEFAULT_STARTUP_LABEL = { singular: 'Startup', plural: 'Startups' } as const;

export const seoSchema = z.object({
  active: z.boolean(),
  seoTitle: z.string().max(120),
  seoDescription: z.string().max(320),
});
export type Seo = z.infer<typeof seoSchema>;

export const customLoginSchema = z.object({
  active: z.boolean(),
  text: z.string().max(500),
  url: z.string().max(2000),
  buttonBackgroundColor: z.string(),
  buttonTextColor: z.string(),
});
export type CustomLogin = z.infer<typeof customLoginSchema>;

export const LOGIN_PROVIDERS = ['local', 'oidc'] as const;
/** How users sign in: the built-in password login, and an OpenID Connect provider (issuer, client id and secret). */
export const loginProvidersSchema = z.array(
  z.object({
    provider: z.enum(LOGIN_PROVIDERS),
    enabled: z.boolean(),
    issuer: z.string().url().optional(),
    clientId: z.string().optional(),
    clientSecret: z.string().optional(),
  }),
);
export type LoginProviders = z.infer<typeof loginProvidersSchema>;
