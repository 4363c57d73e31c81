import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './browser-storage.ts';
import { authorizationHeader, organisationFromHostname, readAccessToken, readSessionId } from './session.ts';

describe('organisationFromHostname', () => {
  it('takes the first label of the host', () => {
    expect(organisationFromHostname('acme.localhost')).toBe('acme');
    expect(organisationFromHostname('demo.cohort.example.com')).toBe('demo');
    expect(organisationFromHostname('ACME.Localhost.')).toBe('acme');
  });

  it('is null for localhost and IP addresses', () => {
    expect(organisationFromHostname('localhost')).toBeNull();
    expect(organisationFromHostname('127.0.0.1')).toBeNull();
    expect(organisationFromHostname('[::1]')).toBeNull();
    expect(organisationFromHostname('::1')).toBeNull();
  });
});

describe('token and session id', () => {
  it('reads the accelerator-token and builds the bearer header', () => {
    expect(readAccessToken(createMemoryStorage({ 'accelerator-token': 'abc' }))).toBe('abc');
    expect(readAccessToken(createMemoryStorage({ 'accelerator-token': '  ' }))).toBeNull();
    expect(readAccessToken(createMemoryStorage())).toBeNull();
    expect(authorizationHeader('abc')).toBe('Bearer abc');
    expect(authorizationHeader(null)).toBeUndefined();
  });

  it('reads the session id from aa:session-id', () => {
    expect(readSessionId(createMemoryStorage({ 'aa:session-id': 's-1' }))).toBe('s-1');
    expect(readSessionId(createMemoryStorage())).toBeNull();
  });
});
