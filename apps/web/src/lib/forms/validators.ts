import { COMMON_PASSWORDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cohort/shared';
import * as z from 'zod/mini';

const emailSchema = z.email();

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}

/** An http(s) address (spec 01 §5 '{field} is not a valid url'). */
export function isValidWebUrl(value: string): boolean {
  const trimmed = value.trim();
  return /^https?:\/\/[^\s/]/i.test(trimmed) && URL.canParse(trimmed);
}

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon';

/** The server's password policy, mirrored for instant feedback: 12 to 128 characters, not a common password. */
export function passwordProblem(value: string): PasswordProblem | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return 'tooCommon';
  return null;
}

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Spec 01 §5: a field shows its error only when touched and the error is a string. */
export function visibleError(touched: boolean | undefined, error: unknown): string | undefined {
  return touched && typeof error === 'string' && error !== '' ? error : undefined;
}
