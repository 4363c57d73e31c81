import { z } from 'zod';
import { formatMessage, isStorableText, UNSTORABLE_TEXT_MESSAGE, VALIDATION_MESSAGES } from './validation.ts';

/** The social links of a profile (spec 02 §3 Current user `info`), shown under USER_PROFILE/SOCIAL_MEDIA:VIEW. */
export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'facebook', 'angellist'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const GENDERS = ['female', 'male', 'nonBinary', 'preferNotToSay'] as const;

const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, formatMessage(VALIDATION_MESSAGES.textMax, { field, max }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field }))
    .nullish()
    .transform((value) => value || null);

const link = (field: string) =>
  z
    .string()
    .trim()
    .max(300, formatMessage(VALIDATION_MESSAGES.textMax, { field, max: 300 }))
    .refine(
      (value) => value === '' || (/^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value) && isStorableText(value)),
      `${field} must be a link starting with https://`,
    )
    .nullish()
    .transform((value) => value || null);

const list = (field: string, each: number, most: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(each, formatMessage(VALIDATION_MESSAGES.textMax, { field, max: each }))
        .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field })),
    )
    .max(most, `${field}: at most ${most}`)
    .default([]);

/** The fields of a profile beyond names and headline (stored together; spec 02 §3 Current user). */
export const profileSchema = z.object({
  bio: text('Bio', 2000),
  wordFrom: text('A word from me', 500),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === '' || /^\+?[0-9 ().-]{5,}$/.test(value), 'Phone must be a phone number')
    .nullish()
    .transform((value) => value || null),
  country: text('Country', 80),
  countryOrigin: text('Country of origin', 80),
  gender: z
    .enum(GENDERS)
    .nullish()
    .transform((value) => value ?? null),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Birthday must be a date (yyyy-MM-dd)')
    .refine((value) => Date.parse(value) < Date.now(), 'Birthday must be in the past')
    .nullish()
    .transform((value) => value || null),
  locations: list('Locations', 80, 10),
  expertise: list('Expertise', 60, 20),
  info: z
    .object({
      linkedin: link('LinkedIn'),
      twitter: link('X (Twitter)'),
      facebook: link('Facebook'),
      angellist: link('AngelList'),
    })
    .partial()
    .default({}),
});
export type UserProfileData = Partial<z.infer<typeof profileSchema>>;

export const PROFILE_PAGE_SIZE = 24;
