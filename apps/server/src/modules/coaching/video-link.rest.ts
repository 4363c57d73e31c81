import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../platform/db/tenant.ts';
import { type OAuthLinkRestDeps, registerOAuthLinkFlow } from './oauth-link.rest.ts';
import {
  storeVideoLink,
  VIDEO_STATE_AUDIENCE,
  videoClientConfig,
  videoLinking,
  videoTicketHolder,
  videoTransport,
} from './video-link.service.ts';

/**
 * Linking a Zoom or Teams account (`/api/video/<provider>/start|callback`, the shared OAuth flow): back on the
 * integrations page with `?zoom=<outcome>` or `?teams=<outcome>`.
 */
export function registerVideoLinkRoutes(fastify: FastifyInstance, deps: OAuthLinkRestDeps) {
  for (const provider of ['zoom', 'teams'] as const) {
    const transport = videoTransport(provider);
    registerOAuthLinkFlow(fastify, deps, {
      name: provider,
      cookie: `cohort_${provider}_video`,
      path: `/api/video/${provider}`,
      client: () => videoClientConfig(provider),
      available: async (db, incubatorId) => (await videoLinking(db, incubatorId, provider)) === 'AVAILABLE',
      ticketHolder: (incubatorId, ticket) => videoTicketHolder(deps.signingKey, incubatorId, provider, ticket),
      stateAudience: (incubatorId) => VIDEO_STATE_AUDIENCE(incubatorId, provider),
      authorizationUrl: (client, options) => transport.authorizationUrl(client, options),
      exchange: (client, options) => transport.exchange(client, options),
      store: async (incubatorId, userId, tokens, client) => {
        const accountLabel = await transport.accountLabel(client, tokens);
        await withTenant(deps.database.db, incubatorId, (tx) =>
          storeVideoLink(tx, deps.signingKey, incubatorId, userId, {
            provider,
            refreshToken: tokens.refreshToken,
            accountLabel,
          }),
        );
      },
    });
  }
}
