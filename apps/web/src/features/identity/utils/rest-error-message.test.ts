import { describe, expect, it } from 'vitest';
import { RestError } from '../../../lib/rest-client.ts';
import { isInvalidTokenError, isSessionLimitError, restErrorMessage } from './rest-error-message.ts';

const texts = {
  networkError: 'Network Error',
  invalidCredentials: 'Identifiants invalides',
  invalidToken: 'Lien invalide',
  unexpected: 'Unexpected',
};

const error = (status: number, code: string, message = '') => new RestError({ status, code, message });

describe('identity error messages', () => {
  it('recognises the session limit by code, status or message (spec 01 §8)', () => {
    expect(isSessionLimitError(error(409, 'MaximumSessionsReached'))).toBe(true);
    expect(isSessionLimitError(error(400, 'Other', 'Error: Maximum number of sessions reached'))).toBe(true);
    expect(isSessionLimitError(error(401, 'InvalidCredentials'))).toBe(false);
    expect(isSessionLimitError(new Error('Maximum number of sessions reached'))).toBe(false);
  });

  it('words wrong credentials, dead links and network failures itself', () => {
    expect(restErrorMessage(error(401, 'InvalidCredentials', 'Invalid email or password'), texts)).toBe(
      'Identifiants invalides',
    );
    expect(restErrorMessage(error(400, 'InvalidToken', 'x'), texts)).toBe('Lien invalide');
    expect(restErrorMessage(error(0, 'NetworkError', 'Network Error'), texts)).toBe('Network Error');
    expect(isInvalidTokenError(error(400, 'InvalidToken'))).toBe(true);
  });

  it("shows the server's message for a lock-out or an inactive account", () => {
    expect(restErrorMessage(error(429, 'TooManyAttempts', 'Try again in 15 minutes.'), texts)).toBe(
      'Try again in 15 minutes.',
    );
    expect(restErrorMessage(error(403, 'AccountInactive', 'Your account has been archived.'), texts)).toBe(
      'Your account has been archived.',
    );
    expect(restErrorMessage(new Error('boom'), texts)).toBe('Unexpected');
  });
});
