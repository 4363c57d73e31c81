import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { graphqlRequestHeaders, isAuthenticationFailure, websocketUrl } from './graphql-client.ts';

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

describe('authentication failures (spec 01 §8)', () => {
  it('are the AuthenticationRequiredError code or an HTTP 401', () => {
    const graphQLErrors = [new GraphQLError('x', { extensions: { code: 'AuthenticationRequiredError' } })];
    expect(isAuthenticationFailure(new CombinedError({ graphQLErrors }))).toBe(true);
    const unauthorized = new CombinedError({ networkError: new Error('401'), response: { status: 401 } });
    expect(isAuthenticationFailure(unauthorized)).toBe(true);
  });

  it('are not a forbidden answer or a network failure', () => {
    const forbidden = [new GraphQLError('x', { extensions: { code: 'ForbiddenError' } })];
    expect(isAuthenticationFailure(new CombinedError({ graphQLErrors: forbidden }))).toBe(false);
    expect(isAuthenticationFailure(new CombinedError({ networkError: new Error('offline') }))).toBe(false);
    expect(
      isAuthenticationFailure(new CombinedError({ networkError: new Error('403'), response: { status: 403 } })),
    ).toBe(false);
  });
});
