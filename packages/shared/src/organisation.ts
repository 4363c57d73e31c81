import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from './languages.ts';
import {
  formatMessage,
  hexColour,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
  VALIDATION_MESSAGES,
} from './validation.ts';

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

/** The longest word an organisation may use for a startup, singular or plural. */
export const STARTUP_LABEL_MAX_LENGTH = 40;

export const STARTUP_LABEL_MESSAGES = {
  language: 'Language is not one of the available languages',
  duplicate: 'This language is given twice',
  mainLanguage: 'Give the word, singular and plural, in English or in the default language of the organisation',
} as const;

const startupWords = (field: string) =>
  z.array(
    z.object({
      language: z.string().refine((value): boolean => isLanguage(value), { message: STARTUP_LABEL_MESSAGES.language }),
      value: z
        .string()
        .trim()
        .max(
          STARTUP_LABEL_MAX_LENGTH,
          formatMessage(VALIDATION_MESSAGES.textMax, { field, max: STARTUP_LABEL_MAX_LENGTH }),
        )
        .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field })),
    }),
  );

type StartupWords = ReadonlyArray<{ language: string; value: string }>;
const wordIn = (words: StartupWords, language: string) => words.find((word) => word.language === language);

/**
 * The organisation's own word for a startup (UseStartupLabel): each language at most once, words trimmed and at most
 * 40 characters; while active, a language with a singular needs its plural and the other way round. Empty words are
 * dropped. The rule that needs the organisation (English or its default language) is hasMainStartupLabel.
 */
export const startupNameAlternativeSchema = z
  .object({
    active: z.boolean(),
    label: startupWords('Singular'),
    pluralLabel: startupWords('Plural'),
  })
  .superRefine((alternative, context) => {
    for (const key of ['label', 'pluralLabel'] as const) {
      alternative[key].forEach((word, index) => {
        if (alternative[key].findIndex((other) => other.language === word.language) !== index) {
          context.addIssue({
            code: 'custom',
            path: [key, index, 'language'],
            message: STARTUP_LABEL_MESSAGES.duplicate,
          });
        }
      });
    }
    if (!alternative.active) return;
    for (const language of LANGUAGES) {
      const singular = wordIn(alternative.label, language);
      const plural = wordIn(alternative.pluralLabel, language);
      if (Boolean(singular?.value) === Boolean(plural?.value)) continue;
      const [key, missing] = singular?.value ? (['pluralLabel', plural] as const) : (['label', singular] as const);
      const list = alternative[key];
      context.addIssue({
        code: 'custom',
        path: missing ? [key, list.indexOf(missing), 'value'] : [key],
        message: formatMessage(VALIDATION_MESSAGES.required, {
          field: `${key === 'label' ? 'Singular' : 'Plural'} (${LANGUAGE_NAMES[language]})`,
        }),
      });
    }
  })
  .transform((alternative) => ({
    active: alternative.active,
    label: alternative.label.filter((word) => word.value !== ''),
    pluralLabel: alternative.pluralLabel.filter((word) => word.value !== ''),
  }));
export type StartupNameAlternative = z.infer<typeof startupNameAlternativeSchema>;

/**
 * An active startup word has its singular and plural in English (what the interface falls back to) or in the
 * organisation's default language (what its people read), so nobody meets the word half set.
 */
export function hasMainStartupLabel(alternative: StartupNameAlternative, defaultLanguage: string): boolean {
  if (!alternative.active) return true;
  return [DEFAULT_LANGUAGE, defaultLanguage].some(
    (language) =>
      wordIn(alternative.label, language)?.value.trim() && wordIn(alternative.pluralLabel, language)?.value.trim(),
  );
}
export const DEFAULT_STARTUP_LABEL = { singular: 'Startup', plural: 'Startups' } as const;

export const seoSchema = z.object({
  active: z.boolean(),
  seoTitle: z
    .string()
    .max(120, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Title', max: 120 }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Title' })),
  seoDescription: z
    .string()
    .max(320, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Description', max: 320 }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Description' })),
});
export type Seo = z.infer<typeof seoSchema>;

/** A button colour: a hex colour, or empty for the theme's. */
const buttonColour = z
  .string()
  .trim()
  .refine((value) => value === '' || hexColour.safeParse(value).success, VALIDATION_MESSAGES.invalid);

export const customLoginSchema = z.object({
  active: z.boolean(),
  text: z
    .string()
    .max(500, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Text', max: 500 }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Text' })),
  url: z
    .string()
    .max(2000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Link', max: 2000 }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Link' })),
  buttonBackgroundColor: buttonColour,
  buttonTextColor: buttonColour,
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
