import { PREFLIGHT_HEADER, HTTP_RETRY, WEBSOCKET_RETRY_ATTEMPTS } from '@cohort/shared';
import { cacheExchange } from '@urql/exchange-graphcache';
import { retryExchange } from '@urql/exchange-retry';
import type { Client as WebSocketClient } from 'graphql-ws';
import { Client, fetchExchange, subscriptionExchange } from 'urql';
import { shouldRetryOperation } from './graphql-errors.ts';
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

export function subscriptionConnectionParams(): SubscriptionConnectionParams {
  return {
    sessionId: readSessionId(),
    incubator: organisationFromHostname(window.location.hostname),
    userAgent: navigator.userAgent,
    authorization: authorizationHeader(readAccessToken()),
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

let websocketClient: Promise<WebSocketClient> | undefined;

/** The websocket client is loaded and connected on the first subscription only: public pages never pay for it. */
function getWebSocketClient(): Promise<WebSocketClient> {
  websocketClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: websocketUrl(),
      retryAttempts: WEBSOCKET_RETRY_ATTEMPTS,
      lazy: true,
      connectionParams: () => ({ ...subscriptionConnectionParams() }),
    }),
  );
  return websocketClient;
}

/** Types without an identity: graphcache embeds them in their parent instead of normalising them. */
const EMBEDDED_TYPES = [
  'LocalizedText',
  'StartupNameAlternative',
  'Seo',
  'CustomLogin',
  'EmailAddress',
  'BrandPalette',
  'SidebarPalette',
  'LoginPalette',
  'LoginProvider',
  'FeatureFlag',
  'FeatureFlags',
  'LayoutCustomization',
  'Layout',
  'LayoutBackground',
  'LayoutBlock',
  'LayoutContent',
  'LayoutColors',
  'WidgetLogo',
  'LayoutCustomText',
] as const;

const embedded = () => null;

/** The app's GraphQL client (spec 01 §7.1): same-origin POST with retries, graphcache, graphql-ws subscriptions. */
export function createGraphqlClient(): Client {
  return new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    fetchOptions: () => ({ headers: graphqlRequestHeaders() }),
    exchanges: [
      cacheExchange({
        keys: Object.fromEntries(EMBEDDED_TYPES.map((typename) => [typename, embedded])),
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
              getWebSocketClient().then(
                (client) => {
                  if (!cancelled) unsubscribe = client.subscribe(payload, sink);
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
}
