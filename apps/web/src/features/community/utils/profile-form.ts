import { GENDERS, profileSchema, SOCIAL_NETWORKS, type SocialNetwork } from '@cohort/shared';
import type { z } from 'zod';

/** The server's limits on names and headline (updateMyProfile), checked before sending. */
export const PROFILE_NAME_MAX = 100;
export const PROFILE_HEADLINE_MAX = 200;

export type Gender = (typeof GENDERS)[number];

/** A profile as the form starts from (the `profile` query's fields the form edits). */
export interface EditableProfile {
  firstName: string;
  lastName: string;
  headline: string | null;
  bio: string | null;
  wordFrom: string | null;
  phone: string | null;
  country: string | null;
  countryOrigin: string | null;
  gender: string | null;
  birthday: string | null;
  locations: readonly string[];
  expertise: readonly string[];
  info: Partial<Record<SocialNetwork, string | null>> | null;
  industries: readonly { _id: string }[];
  skills: readonly { _id: string }[];
}

/** The profile form's values: texts as typed (social links flattened), lists of words and of ids. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  wordFrom: string;
  phone: string;
  country: string;
  countryOrigin: string;
  /** '' while none is chosen. */
  gender: string;
  /** yyyy-MM-dd, or '' while empty (a date input's value). */
  birthday: string;
  locations: string[];
  expertise: string[];
  industryIds: string[];
  skillIds: string[];
} & Record<SocialNetwork, string>;

export type ProfileFormField = keyof ProfileFormValues;

export const PROFILE_FORM_FIELDS: readonly ProfileFormField[] = [
  'firstName',
  'lastName',
  'headline',
  'bio',
  'wordFrom',
  'phone',
  'country',
  'countryOrigin',
  'gender',
  'birthday',
  'locations',
  'expertise',
  ...SOCIAL_NETWORKS,
  'industryIds',
  'skillIds',
];

export function isGender(value: string | null | undefined): value is Gender {
  return (GENDERS as readonly (string | null | undefined)[]).includes(value);
}

/** The form's values for a profile being edited. */
export function profileFormValues(profile: EditableProfile): ProfileFormValues {
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, profile.info?.[network] ?? '']),
  ) as Record<SocialNetwork, string>;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    headline: profile.headline ?? '',
    bio: profile.bio ?? '',
    wordFrom: profile.wordFrom ?? '',
    phone: profile.phone ?? '',
    country: profile.country ?? '',
    countryOrigin: profile.countryOrigin ?? '',
    gender: isGender(profile.gender) ? profile.gender : '',
    birthday: profile.birthday ?? '',
    locations: [...profile.locations],
    expertise: [...profile.expertise],
    ...social,
    industryIds: profile.industries.map((industry) => industry._id),
    skillIds: profile.skills.map((skill) => skill._id),
  };
}

/** Trimmed, non-blank, distinct words, in the order typed. */
function words(list: readonly string[]): string[] {
  return [...new Set(list.map((word) => word.trim()).filter((word) => word !== ''))];
}

/** What the API receives (ProfileInput): trimmed texts, empty ones as null, the social links together. */
export function profileInput(values: ProfileFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    headline: text(values.headline),
    bio: text(values.bio),
    wordFrom: text(values.wordFrom),
    phone: text(values.phone),
    country: text(values.country),
    countryOrigin: text(values.countryOrigin),
    gender: isGender(values.gender) ? values.gender : null,
    birthday: values.birthday.trim() || null,
    locations: words(values.locations),
    expertise: words(values.expertise),
    info: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(values[network])])) as Record<
      SocialNetwork,
      string | null
    >,
    industryIds: [...new Set(values.industryIds)],
    skillIds: [...new Set(values.skillIds)],
  };
}

export type ProfileInputData = ReturnType<typeof profileInput>;

/** Why a field of the profile form is refused; the form turns it into a message in the interface language. */
export type ProfileProblem =
  | { kind: 'required' }
  | { kind: 'textMax'; max: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'url' }
  | { kind: 'phone' }
  | { kind: 'date' }
  | { kind: 'past' }
  | { kind: 'notFound' }
  | { kind: 'invalid' };

export type ProfileProblems = Partial<Record<ProfileFormField, ProfileProblem>>;

/** The form field a path of the input names: `info.linkedin` is `linkedin`, `locations.2` is `locations`. */
export function profileFieldOf(path: string): ProfileFormField | null {
  const parts = path.replace(/^input\./, '').split('.');
  const [first, second] = parts;
  const name = first === 'info' && second ? second : first;
  return (PROFILE_FORM_FIELDS as readonly string[]).includes(name ?? '') ? (name as ProfileFormField) : null;
}

function problemOfIssue(issue: z.core.$ZodIssue): ProfileProblem {
  const field = profileFieldOf(issue.path.map(String).join('.'));
  switch (issue.code) {
    case 'too_small':
      return { kind: 'required' };
    case 'too_big':
      if (issue.origin === 'array') return { kind: 'tooMany', max: Number(issue.maximum) };
      return { kind: 'textMax', max: Number(issue.maximum) };
    case 'invalid_format':
      return field === 'birthday' ? { kind: 'date' } : { kind: 'invalid' };
    case 'custom':
      if (field === 'phone') return { kind: 'phone' };
      if (field === 'birthday') return { kind: 'past' };
      if (field && (SOCIAL_NETWORKS as readonly string[]).includes(field)) return { kind: 'url' };
      return { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}

/**
 * The client checks of the profile form: names required (at most 100 characters), the headline at most 200, and the
 * shared profile rules (packages/shared profileSchema) on the rest; one problem per field, the first.
 */
export function profileFormProblems(values: ProfileFormValues): ProfileProblems {
  const problems: ProfileProblems = {};
  const input = profileInput(values);
  if (input.firstName === '') problems.firstName = { kind: 'required' };
  else if (input.firstName.length > PROFILE_NAME_MAX) problems.firstName = { kind: 'textMax', max: PROFILE_NAME_MAX };
  if (input.lastName === '') problems.lastName = { kind: 'required' };
  else if (input.lastName.length > PROFILE_NAME_MAX) problems.lastName = { kind: 'textMax', max: PROFILE_NAME_MAX };
  if ((input.headline ?? '').length > PROFILE_HEADLINE_MAX) {
    problems.headline = { kind: 'textMax', max: PROFILE_HEADLINE_MAX };
  }
  const { firstName: _first, lastName: _last, headline: _headline, industryIds: _i, skillIds: _s, ...rest } = input;
  const result = profileSchema.safeParse(rest);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = profileFieldOf(issue.path.map(String).join('.'));
    if (!field || problems[field]) continue;
    problems[field] = problemOfIssue(issue);
  }
  return problems;
}

/**
 * The problem behind one of the server's field messages (they are in English, worded by the same shared rules), or
 * null for a message the form does not know (shown as it is).
 */
export function problemOfServerMessage(message: string): ProfileProblem | null {
  const textMax = /must be less than or equal to (\d+) characters$/.exec(message);
  if (textMax) return { kind: 'textMax', max: Number(textMax[1]) };
  const tooMany = /: at most (\d+)$/.exec(message);
  if (tooMany) return { kind: 'tooMany', max: Number(tooMany[1]) };
  if (/is a required field$/.test(message)) return { kind: 'required' };
  if (/must be a link starting with https:\/\/$/.test(message)) return { kind: 'url' };
  if (message === 'Phone must be a phone number') return { kind: 'phone' };
  if (message === 'Birthday must be a date (yyyy-MM-dd)') return { kind: 'date' };
  if (message === 'Birthday must be in the past') return { kind: 'past' };
  if (message === 'This item was not found') return { kind: 'notFound' };
  return null;
}
