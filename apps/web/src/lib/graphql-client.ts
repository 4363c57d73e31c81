import { ERROR_CODES, HTTP_RETRY, PREFLIGHT_HEADER, WEBSOCKET_RETRY_ATTEMPTS } from '@cohort/shared';
import { retryExchange } from '@urql/exchange-retry';
import type { Client as WebSocketClient } from 'graphql-ws';
import {
  Client,
  type CombinedError,
  cacheExchange as documentCacheExchange,
  fetchExchange,
  mapExchange,
  subscriptionExchange,
} from 'urql';
import { graphqlErrorCode, responseStatus, shouldRetryOperation } from './graphql-errors.ts';
import { cacheHandoverExchange } from './cache-handover.ts';
import { afterFirstScreen } from './first-screen.ts';
import { authorizationHeader, organisationFromHostname, readAccessToken, readSessionId } from './session.ts';

export { graphqlErrorCode, graphqlErrorMessage, shouldRetryOperation } from './graphql-errors.ts';

export const GRAPHQL_PATH = '/graphql';

/** Connection parameters of the subscription websocket (spec 01 §7.1). */
export interface SubscriptionConnectionParams {
  sessionId: string | null;
  incubator: string | null;
  userAgent: string;
  authorization: string | undefined;
}

export function subscriptionConnectionParams(token: string | null = readAccessToken()): SubscriptionConnectionParams {
  return {
    sessionId: readSessionId(),
    incubator: organisationFromHostname(window.location.hostname),
    userAgent: navigator.userAgent,
    authorization: authorizationHeader(token),
  };
}

/** Headers of every GraphQL POST: the CSRF preflight header and the bearer token when there is one. */
export function graphqlRequestHeaders(token: string | null = readAccessToken()): Record<string, string> {
  const headers: Record<string, string> = { [PREFLIGHT_HEADER]: 'true' };
  const authorization = authorizationHeader(token);
  if (authorization) headers.Authorization = authorization;
  return headers;
}

export function websocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`;
}

/**
 * The websocket client is loaded and connected on the first subscription only: public pages never pay for it, and
 * the signed-in pages start their subscriptions after the first screen (cache-handover.ts).
 */
function lazyWebSocketClient(token: string | null, onConnected: () => void) {
  let websocketClient: Promise<WebSocketClient> | undefined;
  return {
    get: (): Promise<WebSocketClient> => {
      websocketClient ??= import('graphql-ws').then(({ createClient }) =>
        createClient({
          url: websocketUrl(),
          retryAttempts: WEBSOCKET_RETRY_ATTEMPTS,
          lazy: true,
          connectionParams: () => ({ ...subscriptionConnectionParams(token) }),
          on: { connected: onConnected },
        }),
      );
      return websocketClient;
    },
    dispose: () => {
      void websocketClient?.then((client) => client.dispose());
      websocketClient = undefined;
    },
  };
}

/** A GraphQL failure that means the token is no good any more (spec 01 §8): the error code, or an HTTP 401. */
export function isAuthenticationFailure(error: CombinedError): boolean {
  return graphqlErrorCode(error) === ERROR_CODES.authenticationRequired || responseStatus(error) === 401;
}

export interface GraphqlClientOptions {
  /** The bearer token of every request of this client; a new sign-in makes a new client (a fresh data cache). */
  token?: string | null;
  /** A request that carried the token was refused as unauthenticated. */
  onAuthenticationRequired?: () => void;
}

const disposers = new WeakMap<Client, () => void>();
const connectedListeners = new WeakMap<Client, Set<() => void>>();

/**
 * Calls `listener` each time the client's live updates (re)connect. Subscriptions start after the first screen and
 * again after a lost connection: what they would have pushed meanwhile is asked for again here. Returns the way to
 * stop listening.
 */
export function onLiveUpdatesConnected(client: Client, listener: () => void): () => void {
  let listeners = connectedListeners.get(client);
  if (!listeners) {
    listeners = new Set();
    connectedListeners.set(client, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the subscription websocket of a client that is being replaced. */
export function disposeGraphqlClient(client: Client): void {
  disposers.get(client)?.();
  disposers.delete(client);
}

/**
 * The app's GraphQL client (spec 01 §7.1): same-origin POST with retries, graphcache once signed in (after the first
 * screen), graphql-ws subscriptions.
 */
export function createGraphqlClient({
  token = readAccessToken(),
  onAuthenticationRequired,
}: GraphqlClientOptions = {}): Client {
  const websocket = lazyWebSocketClient(token, () => {
    for (const listener of connectedListeners.get(client) ?? []) listener();
  });
  const client: Client = new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    fetchOptions: () => ({ headers: graphqlRequestHeaders(token) }),
    exchanges: [
      // Signed in: graphcache (graphql-cache.ts), downloaded once the first screen is complete; until then urql's
      // document cache (cache-handover.ts). The public pages read a few public queries and never change anything, so
      // their client keeps the document cache and they never download graphcache.
      token
        ? cacheHandoverExchange({
            load: () => import('./graphql-cache.ts').then((m) => m.normalisedCacheExchange()),
            when: (busy) => afterFirstScreen(busy),
          })
        : documentCacheExchange,
      mapExchange({
        onError: (error) => {
          if (token && onAuthenticationRequired && isAuthenticationFailure(error)) onAuthenticationRequired();
        },
      }),
      retryExchange({
        maxNumberAttempts: HTTP_RETRY.maxAttempts,
        initialDelayMs: HTTP_RETRY.initialDelayMs,
        maxDelayMs: HTTP_RETRY.maxDelayMs,
        randomDelay: true,
        retryIf: (error) => shouldRetryOperation(error),
      }),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => {
          const payload = { ...request, query: request.query ?? '' };
          return {
            subscribe: (sink) => {
              let unsubscribe: (() => void) | undefined;
              let cancelled = false;
              websocket.get().then(
                (wsClient) => {
                  if (!cancelled) unsubscribe = wsClient.subscribe(payload, sink);
                },
                (error: unknown) => sink.error(error),
              );
              return {
                unsubscribe: () => {
                  cancelled = true;
                  unsubscribe?.();
                },
              };
            },
          };
        },
      }),
    ],
  });
  disposers.set(client, websocket.dispose);
  return client;
}
