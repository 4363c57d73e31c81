import { describe, expect, it } from 'vitest';
import { organisationOrigin } from './addresses.ts';

describe('organisation address', () => {
  it('replaces the first label of the host when it is the current address name', () => {
    expect(organisationOrigin('acme-labs', 'acme', { protocol: 'https:', host: 'acme.cohort.app' })).toBe(
      'https://acme-labs.cohort.app',
    );
    expect(organisationOrigin('acme-labs', 'acme', { protocol: 'http:', host: 'acme.localhost:4000' })).toBe(
      'http://acme-labs.localhost:4000',
    );
  });

  it('puts the label in front of a host that does not start with it (the default organisation on localhost)', () => {
    expect(organisationOrigin('demo', 'demo', { protocol: 'http:', host: 'localhost:4000' })).toBe(
      'http://demo.localhost:4000',
    );
  });
});
