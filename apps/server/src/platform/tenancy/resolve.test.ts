import { describe, expect, it } from 'vitest';
import { hostName, organisationLabel } from './resolve.ts';

describe('organisationLabel', () => {
  it.each([
    ['acme.localhost:4000', 'acme'],
    ['api.acme.localhost:4000', 'acme'],
    ['demo.localhost', 'demo'],
    ['ACME.Example.org', 'acme'],
    ['localhost:4000', 'fallback'],
    ['localhost', 'fallback'],
    ['127.0.0.1:4000', 'fallback'],
    ['[::1]:4000', 'fallback'],
    ['api.localhost:4000', 'fallback'],
    ['', 'fallback'],
  ])('reads %s as %s', (host, expected) => {
    expect(organisationLabel(host, 'fallback')).toBe(expected);
  });

  it('drops the port and a trailing dot', () => {
    expect(hostName('Acme.Example.org.:443')).toBe('acme.example.org');
  });
});
