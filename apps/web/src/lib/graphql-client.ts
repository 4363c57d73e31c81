import { ERROR_CODES, HTTP_RETRY, PREFLIGHT_HEADER, WEBSOCKET_RETRY_ATTEMPTS } from '@cohort/shared';
import { type Cache, cacheExchange } from '@urql/exchange-graphcache';
import { retryExchange } from '@urql/exchange-retry';
import type { Client as WebSocketClient } from 'graphql-ws';
import { Client, type CombinedError, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { graphqlErrorCode, responseStatus, shouldRetryOperation } from './graphql-errors.ts';
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

/** The websocket client is loaded and connected on the first subscription only: public pages never pay for it. */
function lazyWebSocketClient(token: string | null) {
  let websocketClient: Promise<WebSocketClient> | undefined;
  return {
    get: (): Promise<WebSocketClient> => {
      websocketClient ??= import('graphql-ws').then(({ createClient }) =>
        createClient({
          url: websocketUrl(),
          retryAttempts: WEBSOCKET_RETRY_ATTEMPTS,
          lazy: true,
          connectionParams: () => ({ ...subscriptionConnectionParams(token) }),
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
  'SessionLoggedOut',
  'EmailMessagePage',
  'PlanInfo',
  'UserAccess',
  'StartupAccess',
  'UserPermission',
  'RoleUserAccess',
  'RoleStartupAccess',
  'PeoplePage',
  'ActivityPage',
  'UserBatchItemResult',
  'UserBatchOperationUpdate',
  'StartupBatchItemResult',
  'StartupBatchOperationUpdate',
  // The shell (issue 5): values without an identity of their own.
  'SetUp',
  'MenuItem',
  'CustomNavEntry',
  'TaskList',
  'TaskViewerCan',
  'TaskUpdate',
  'AssigneeOptionGroup',
  'AssigneeOption',
  'NotificationPage',
  'PageMeta',
  'UnseenNotifications',
  'SearchResults',
  'DocsSearch',
  'DocPage',
  'SupportDoc',
  'SupportContact',
  'HomeSummary',
  'HoverCardRole',
  'StartupPage',
  'StartupViewerCan',
  // A startup's person with their role inside it (CEO, CTO…).
  'StartupPerson',
  // The startup file (issue 6): timeline pages, reaction counts, live updates and task groups.
  'StartupTimeline',
  'TimelinePosts',
  'TimelineReactionCount',
  'StartupTimelineUpdate',
  'StartupTaskGroups',
  // The analytics tab: a startup's engagement and its weeks, values without an identity of their own.
  'StartupEngagement',
  'StartupEngagementWeek',
  // Startup assignations: a startup with its people, and a page of them.
  'StartupAssignation',
  'StartupAssignationPage',
  // Mentors management: a mentor or expert with their startups, and a page of them.
  'Mentor',
  'MentorPage',
  // Milestones: a startup's milestones with whether the viewer may add some.
  'StartupMilestones',
  // The startup CSV import: a preview, its rows and the outcome, values without an identity.
  'StartupImportPreview',
  'StartupImportRow',
  'StartupImportResult',
  // The taxonomy editor: a tag with how often it is used.
  'TagWithUsage',
  // The community directory: a page of people or startups, and a profile's social links.
  'CommunitySearchPage',
  'ProfileSocialLinks',
  // Profile fields: a profile form's answers (formId, entityId) and each field's answer, values without an identity.
  'ProfileFieldValues',
  'ProfileFieldValue',
  'CustomFieldValue',
  // Custom field analytics: a kind's answers, each field's statistics, values without an identity.
  'CustomFieldAnalytics',
  'CustomFieldStats',
  'CustomFieldNumberStats',
  'CustomFieldMonthCount',
  // Profile forms: a field's place on a form (the field and whether it is required), a value without an identity.
  'ProfileFormItem',
] as const;

const embedded = () => null;

/** Lists the cache cannot complete by itself: a created or deleted role changes the organisation's roles. */
const updates = {
  Mutation: {
    createRole: (_result: unknown, _args: unknown, cache: Cache) => cache.invalidate('Query', 'roles'),
    // The menus depend on the custom navigation: the shell's setUp query fetches them again.
    updateCustomNavigation: (_result: unknown, _args: unknown, cache: Cache) => cache.invalidate('Query', 'setUp'),
    // A new word for a startup: the menus, titles and search (UseStartupLabel) fetch it again.
    updateIncubatorSettings: (
      _result: unknown,
      args: { input?: { startupNameAlternative?: unknown } },
      cache: Cache,
    ) => {
      if (args.input?.startupNameAlternative) cache.invalidate('Query', 'startupNameAlternative');
    },
    deleteRole: (_result: unknown, args: { roleId?: unknown }, cache: Cache) => {
      if (typeof args.roleId === 'string') cache.invalidate({ __typename: 'Role', _id: args.roleId });
      cache.invalidate('Query', 'roles');
    },
  },
};

export interface GraphqlClientOptions {
  /** The bearer token of every request of this client; a new sign-in makes a new client (a fresh data cache). */
  token?: string | null;
  /** A request that carried the token was refused as unauthenticated. */
  onAuthenticationRequired?: () => void;
}

const disposers = new WeakMap<Client, () => void>();

/** Closes the subscription websocket of a client that is being replaced. */
export function disposeGraphqlClient(client: Client): void {
  disposers.get(client)?.();
  disposers.delete(client);
}

/** The app's GraphQL client (spec 01 §7.1): same-origin POST with retries, graphcache, graphql-ws subscriptions. */
export function createGraphqlClient({
  token = readAccessToken(),
  onAuthenticationRequired,
}: GraphqlClientOptions = {}): Client {
  const websocket = lazyWebSocketClient(token);
  const client = new Client({
    url: GRAPHQL_PATH,
    preferGetMethod: false,
    fetchOptions: () => ({ headers: graphqlRequestHeaders(token) }),
    exchanges: [
      cacheExchange({
        keys: {
          ...Object.fromEntries(EMBEDDED_TYPES.map((typename) => [typename, embedded])),
          PermissionDefinition: (definition) => (typeof definition.key === 'string' ? definition.key : null),
        },
        updates,
      }),
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
