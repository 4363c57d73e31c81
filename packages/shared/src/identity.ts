import { z } from 'zod';
import { formatMessage, VALIDATION_MESSAGES } from './validation.ts';

/** Password policy (OWASP ASVS 2.1): length only, no composition rules, and not a commonly used password. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_COMMON = 'This password is too common';

/** A short list of the passwords attackers try first (those of 12 characters or more). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  'qwertyuiopas',
  'qwertyuiop123',
  '1q2w3e4r5t6y',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'iloveyou1234',
  'administrator',
  'welcome12345',
  'letmein12345',
  'changeme1234',
  'aaaaaaaaaaaa',
  '111111111111',
  '000000000000',
  'abcdefghijkl',
  'abc123abc123',
  'football1234',
  'baseball1234',
  'qazwsxedcrfv',
  'princess1234',
  'sunshine1234',
  'superman1234',
  'trustno1trustno1',
  'passw0rdpassw0rd',
]);

export function passwordSchema(field = 'Password') {
  return z
    .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field }) })
    .min(1, formatMessage(VALIDATION_MESSAGES.required, { field }))
    .min(PASSWORD_MIN_LENGTH, formatMessage(VALIDATION_MESSAGES.textMin, { field, min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, formatMessage(VALIDATION_MESSAGES.textMax, { field, max: PASSWORD_MAX_LENGTH }))
    .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), { message: PASSWORD_TOO_COMMON });
}

export function emailSchema(field = 'Email') {
  return z
    .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field }) })
    .trim()
    .min(1, formatMessage(VALIDATION_MESSAGES.required, { field }))
    .max(254, formatMessage(VALIDATION_MESSAGES.textMax, { field, max: 254 }))
    .pipe(z.email(formatMessage(VALIDATION_MESSAGES.email, { field })))
    .transform((value) => value.toLowerCase());
}

/** Codes of the REST errors of the identity routes (`{ error, message, fields? }`). */
export const AUTH_ERRORS = {
  invalidCredentials: 'InvalidCredentials',
  accountInactive: 'AccountInactive',
  maximumSessions: 'MaximumSessionsReached',
  tooManyAttempts: 'TooManyAttempts',
  invalidToken: 'InvalidToken',
  incorrectPassword: 'IncorrectPassword',
  organisationMismatch: 'OrganisationMismatch',
} as const;

export const MAXIMUM_SESSIONS_MESSAGE = 'Maximum number of sessions reached';

/** Session lifetimes (OWASP ASVS 3.3.2 level 2 defaults); each organisation may change them. */
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
export const DEFAULT_SESSION_ABSOLUTE_HOURS = 12;
export const RESET_TOKEN_MINUTES = 60;
export const INVITATION_TOKEN_DAYS = 7;
export const CONFIRMATION_TOKEN_HOURS = 48;

/** Login throttling (OWASP ASVS 2.2.1). */
export const LOGIN_LIMITS = {
  consecutiveFailures: 10,
  lockoutMinutes: 15,
  failuresPerAccountPerHour: 100,
  failuresPerIpPerHour: 100,
} as const;

export const DEFAULT_PATHS = ['login', 'explore'] as const;
export type DefaultPath = (typeof DEFAULT_PATHS)[number];
export const SIGNUP_ACTIONS = ['login', 'signup'] as const;
export type SignupAction = (typeof SIGNUP_ACTIONS)[number];
