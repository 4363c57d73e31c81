import { describe, expect, it } from 'vitest';
import { graphqlRequestHeaders, websocketUrl } from './graphql-client.ts';

describe('graphql transport (spec 01 §7.1)', () => {
  it('always sends the preflight header, and the bearer token when there is one', () => {
    expect(graphqlRequestHeaders(null)).toEqual({ 'apollo-require-preflight': 'true' });
    expect(graphqlRequestHeaders('t0k3n')).toEqual({
      'apollo-require-preflight': 'true',
      Authorization: 'Bearer t0k3n',
    });
  });

  it('opens subscriptions on the same host, secure on https', () => {
    expect(websocketUrl({ protocol: 'http:', host: 'acme.localhost:4000' })).toBe('ws://acme.localhost:4000/graphql');
    expect(websocketUrl({ protocol: 'https:', host: 'demo.cohort.app' })).toBe('wss://demo.cohort.app/graphql');
  });
});
