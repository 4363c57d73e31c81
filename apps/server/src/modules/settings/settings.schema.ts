import {
  brandPaletteSchema,
  CURRENCIES,
  customLoginSchema,
  DATE_FORMATS,
  formatMessage,
  isStorableText,
  LANGUAGES,
  layoutSchema,
  ORGANISATION_SLUG_PATTERN,
  RESERVED_SLUGS,
  seoSchema,
  startupNameAlternativeSchema,
  UNSTORABLE_TEXT_MESSAGE,
  VALIDATION_MESSAGES,
} from '@cohort/shared';
import { z } from 'zod';

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, formatMessage(VALIDATION_MESSAGES.textMax, { field, max }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field }));
const between = (field: string, min: number, max: number) =>
  z
    .number()
    .int()
    .min(min, formatMessage(VALIDATION_MESSAGES.numberMin, { field, min }))
    .max(max, formatMessage(VALIDATION_MESSAGES.numberMax, { field, max }));
const url = (field: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value) && isStorableText(value)), {
      message: formatMessage(VALIDATION_MESSAGES.url, { field }),
    });
const appPath = (field: string) =>
  z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^\s]*$/, `${field} must be a path of the app, starting with /`)
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field }));

export function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The general, domain, login and metadata settings of an organisation; every field optional. */
export const incubatorSettingsSchema = z
  .object({
    name: text('Name', 120).min(1, formatMessage(VALIDATION_MESSAGES.required, { field: 'Name' })),
    description: text('Description', 2000).nullable(),
    defaultLanguage: z.enum(LANGUAGES, { error: 'Default language is not one of the available languages' }),
    currency: z.enum(CURRENCIES, { error: 'Currency is not one of the supported currencies' }),
    timezone: z.string().refine(isTimezone, { message: 'Timezone is not a valid time zone' }),
    address: text('Address', 500).nullable(),
    dateFormat: z.enum(DATE_FORMATS, { error: 'Date format is not one of the offered formats' }),
    allowUserSelfDelete: z.boolean(),
    allowWriteInOptionInUserSkills: z.boolean(),
    maxSessions: between('Maximum sessions', 1, 50),
    sessionIdleMinutes: between('Idle session lifetime', 5, 1440),
    sessionAbsoluteHours: between('Session lifetime', 1, 720),
    termsAndServicesUrl: url('Terms and services link').nullable(),
    publicHomePath: appPath('Home path'),
    notFoundPath: appPath('Go Back target'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(ORGANISATION_SLUG_PATTERN, 'Slug may only hold lowercase letters, digits and hyphens')
      .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), { message: 'This slug is reserved' }),
    customDomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'Custom domain is not a valid host name',
      )
      .nullable(),
    seo: seoSchema,
    startupNameAlternative: startupNameAlternativeSchema,
    customLogin: customLoginSchema.superRefine((login, context) => {
      if (login.active && login.url && !(/^https?:\/\//i.test(login.url) && URL.canParse(login.url))) {
        context.addIssue({
          code: 'custom',
          path: ['url'],
          message: formatMessage(VALIDATION_MESSAGES.url, { field: 'Link' }),
        });
      }
    }),
  })
  .partial();
export type IncubatorSettings = z.infer<typeof incubatorSettingsSchema>;

export const LOGO_MAX_BYTES = 512 * 1024;
const logo = (field: string) =>
  z
    .string()
    .regex(
      /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/,
      `${field} must be a PNG, JPEG, WebP or SVG image`,
    )
    .refine((value) => Buffer.byteLength(value.slice(value.indexOf(',') + 1), 'base64') <= LOGO_MAX_BYTES, {
      message: `${field} must be less than or equal to 512 KB`,
    })
    .nullable();

export const brandingSchema = z
  .object({
    brandPalette: brandPaletteSchema,
    logo: logo('Logo'),
    logoSquare: logo('Square logo'),
    whiteLogo: logo('White logo'),
  })
  .partial();
export type Branding = z.infer<typeof brandingSchema>;

export { layoutSchema };
