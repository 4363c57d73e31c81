import type { FastifyInstance } from 'fastify';
import { exchangeGoogleCode, googleAuthorizationUrl } from '../../platform/calendar/google.ts';
import { exchangeMicrosoftCode, microsoftAuthorizationUrl } from '../../platform/calendar/microsoft.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  calendarLinking,
  type OAuthCalendarProvider,
  oauthCalendarConfig,
  STATE_AUDIENCE,
  storeOAuthLink,
  ticketHolder,
} from './calendar-link.service.ts';
import { type OAuthLinkRestDeps, registerOAuthLinkFlow } from './oauth-link.rest.ts';

export type CalendarLinkRestDeps = OAuthLinkRestDeps;
export { INTEGRATIONS_PATH } from './oauth-link.rest.ts';

const PROVIDERS = {
  google: { authorizationUrl: googleAuthorizationUrl, exchange: exchangeGoogleCode },
  microsoft: { authorizationUrl: microsoftAuthorizationUrl, exchange: exchangeMicrosoftCode },
} as const;

/**
 * Linking a Google or Microsoft calendar (`/api/calendar/<provider>/start|callback`, the shared OAuth flow of
 * `oauth-link.rest.ts`): back on the integrations page with `?google=<outcome>` or `?microsoft=<outcome>`.
 */
export function registerCalendarLinkRoutes(fastify: FastifyInstance, deps: CalendarLinkRestDeps) {
  for (const provider of ['google', 'microsoft'] as const satisfies readonly OAuthCalendarProvider[]) {
    registerOAuthLinkFlow(fastify, deps, {
      name: provider,
      cookie: `cohort_${provider}_calendar`,
      path: `/api/calendar/${provider}`,
      client: () => oauthCalendarConfig(provider),
      available: async (db, incubatorId) => (await calendarLinking(db, incubatorId, provider)) === 'AVAILABLE',
      ticketHolder: (incubatorId, ticket) => ticketHolder(deps.signingKey, incubatorId, provider, ticket),
      stateAudience: (incubatorId) => STATE_AUDIENCE(incubatorId, provider),
      authorizationUrl: PROVIDERS[provider].authorizationUrl,
      exchange: PROVIDERS[provider].exchange,
      store: (incubatorId, userId, tokens, client) =>
        withTenant(deps.database.db, incubatorId, (tx) =>
          storeOAuthLink(tx, deps.signingKey, incubatorId, userId, {
            provider,
            refreshToken: tokens.refreshToken,
            email: tokens.email,
            apiUrl: client.apiUrl,
          }),
        ),
    });
  }
}
