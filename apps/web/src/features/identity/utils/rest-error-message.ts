import { AUTH_ERRORS, MAXIMUM_SESSIONS_MESSAGE } from '@cohort/shared';
import { NETWORK_ERROR_CODE, RestError } from '../../../lib/rest-client.ts';

/** Texts of the interface language for the failures it words itself. */
export interface IdentityErrorTexts {
  networkError: string;
  invalidCredentials: string;
  invalidToken: string;
  unexpected: string;
}

/** Spec 01 §8 "Maximum number of sessions reached": the session-limit screen. */
export function isSessionLimitError(error: unknown): boolean {
  if (!(error instanceof RestError)) return false;
  return (
    error.code === AUTH_ERRORS.maximumSessions ||
    error.status === 409 ||
    error.message.includes(MAXIMUM_SESSIONS_MESSAGE)
  );
}

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof RestError && error.code === AUTH_ERRORS.invalidToken;
}

/**
 * The message a failed identity call shows: the interface's own words for a network failure, wrong credentials
 * and a dead link; the server's message otherwise (a lock-out with its wait, an inactive account and why).
 */
export function restErrorMessage(error: unknown, texts: IdentityErrorTexts): string {
  if (!(error instanceof RestError)) return texts.unexpected;
  if (error.code === NETWORK_ERROR_CODE) return texts.networkError;
  if (error.code === AUTH_ERRORS.invalidCredentials) return texts.invalidCredentials;
  if (error.code === AUTH_ERRORS.invalidToken) return texts.invalidToken;
  return error.message || texts.unexpected;
}
