import { describe, expect, it } from 'vitest';
import {
  isAuthenticationExemptPath,
  isDeletedStatus,
  locationPath,
  needsEmailConfirmation,
  parseSsoCallbackHash,
  retryAfterSeconds,
  returnPathFromState,
  returnState,
  safeReturnPath,
  signedOutRedirectPath,
  ssoStartUrl,
  storageEventAction,
} from './auth-rules.ts';

describe('AuthenticationRequiredError exemptions (spec 01 §8)', () => {
  it.each([
    '/login',
    '/reset/abc123',
    '/application/new',
    '/acceptinvitation',
    '/forgotpassword',
    '/share/forms/6f1c',
    '/welcome',
    '/login/',
  ])('%s dispatches authenticationRequired instead of logging out', (path) => {
    expect(isAuthenticationExemptPath(path)).toBe(true);
  });

  it.each(['/', '/account/settings/security', '/loginx', '/resetting', '/application/12', '/share', '/welcomes'])(
    '%s logs out',
    (path) => {
      expect(isAuthenticationExemptPath(path)).toBe(false);
    },
  );
});

describe('storage events from another tab (spec 01 §4)', () => {
  const token = (newValue: string | null) => ({ key: 'accelerator-token', newValue });

  it('reloads when the token changed', () => {
    expect(storageEventAction(token('new'), 'old')).toBe('reload');
    expect(storageEventAction(token('new'), null)).toBe('reload');
  });

  it('logs out when the token was removed or the storage cleared', () => {
    expect(storageEventAction(token(null), 'old')).toBe('logout');
    expect(storageEventAction(token(''), 'old')).toBe('logout');
    expect(storageEventAction({ key: null, newValue: null }, 'old')).toBe('logout');
  });

  it('ignores other keys, the same token, and removals in a signed-out tab', () => {
    expect(storageEventAction({ key: 'aa:color-scheme', newValue: '"dark"' }, 'old')).toBe('ignore');
    expect(storageEventAction(token('same'), 'same')).toBe('ignore');
    expect(storageEventAction(token(null), null)).toBe('ignore');
    expect(storageEventAction({ key: null, newValue: null }, null)).toBe('ignore');
  });
});

describe('return paths', () => {
  it('remembers path, query string and fragment', () => {
    const location = { pathname: '/account/settings/security', search: '?tab=sessions', hash: '#top' };
    expect(locationPath(location)).toBe('/account/settings/security?tab=sessions#top');
    expect(returnPathFromState(returnState(location))).toBe('/account/settings/security?tab=sessions#top');
  });

  it('also reads a location object left in the state', () => {
    expect(returnPathFromState({ from: { pathname: '/tasks', search: '?due=today' } })).toBe('/tasks?due=today');
  });

  it('goes home without a state or with a strange one', () => {
    expect(returnPathFromState(null)).toBe('/');
    expect(returnPathFromState(undefined)).toBe('/');
    expect(returnPathFromState({ other: 1 })).toBe('/');
    expect(returnPathFromState({ from: 42 })).toBe('/');
    expect(returnPathFromState({ from: { pathname: 7 } })).toBe('/');
  });

  it.each([
    ['https://evil.example/phish', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['relative/path', '/'],
    ['/login', '/'],
    ['/login?x=1', '/'],
    ['/auth/callback#token=x', '/'],
    ['/auth/url', '/'],
    ['/auth/oidc/start', '/'],
    ['/account\n/x', '/'],
    ['/startups?page=2', '/startups?page=2'],
    ['/loginhelp', '/loginhelp'],
  ])('follows only paths of this site: %s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('sends signed-out visitors to the login, or to explore when the default path says so', () => {
    expect(signedOutRedirectPath('login')).toBe('/login');
    expect(signedOutRedirectPath('explore')).toBe('/apply/explore');
    expect(signedOutRedirectPath(undefined)).toBe('/login');
  });

  it('builds the OpenID start address with the encoded return path', () => {
    expect(ssoStartUrl('/tasks?due=today')).toBe('/auth/oidc/start?returnTo=%2Ftasks%3Fdue%3Dtoday');
    expect(ssoStartUrl('https://evil.example')).toBe('/auth/oidc/start?returnTo=%2F');
  });
});

describe('the /auth/callback fragment', () => {
  it('reads token, session id and return path', () => {
    expect(parseSsoCallbackHash('#token=t.k.n&sessionId=s-1&returnTo=%2Ftasks%3Fx%3D1')).toEqual({
      kind: 'success',
      token: 't.k.n',
      sessionId: 's-1',
      returnTo: '/tasks?x=1',
    });
  });

  it('goes home when the return path is missing or foreign', () => {
    expect(parseSsoCallbackHash('#token=t&sessionId=s')).toMatchObject({ returnTo: '/' });
    expect(parseSsoCallbackHash('#token=t&returnTo=https%3A%2F%2Fevil.example')).toMatchObject({
      returnTo: '/',
      sessionId: null,
    });
  });

  it('reads the error message', () => {
    expect(parseSsoCallbackHash('#error=The%20provider%20refused')).toEqual({
      kind: 'error',
      message: 'The provider refused',
    });
  });

  it('is invalid without a token', () => {
    expect(parseSsoCallbackHash('')).toEqual({ kind: 'invalid' });
    expect(parseSsoCallbackHash('#sessionId=s')).toEqual({ kind: 'invalid' });
  });
});

describe('user states', () => {
  it('treats a deleted user as signed out', () => {
    expect(isDeletedStatus('deleted')).toBe(true);
    expect(isDeletedStatus('DELETED')).toBe(true);
    expect(isDeletedStatus('active')).toBe(false);
    expect(isDeletedStatus(null)).toBe(false);
  });

  const user = { roleType: 'Admin', validated: true, status: 'active', pathname: '/' };
  it('asks unconfirmed or pending non-applicants to confirm their e-mail (spec 01 §4)', () => {
    expect(needsEmailConfirmation(user)).toBe(false);
    expect(needsEmailConfirmation({ ...user, validated: false })).toBe(true);
    expect(needsEmailConfirmation({ ...user, status: 'pending' })).toBe(true);
  });

  it('never asks applicants, nor on the confirmation page', () => {
    expect(needsEmailConfirmation({ ...user, validated: false, roleType: 'Applicant' })).toBe(false);
    expect(needsEmailConfirmation({ ...user, validated: false, pathname: '/account/confirmation' })).toBe(false);
  });
});

describe('Retry-After', () => {
  it('reads seconds or an HTTP date', () => {
    expect(retryAfterSeconds('900')).toBe(900);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
  });
});
