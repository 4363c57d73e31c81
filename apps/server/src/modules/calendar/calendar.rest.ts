import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { HttpError, restContext } from '../../platform/http/rest.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { getIncubator } from '../organisations/index.ts';
import { calendarFeedIcs } from './calendar-feed.service.ts';

export interface CalendarDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
}

/** A feed token: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `GET /api/calendar/feed/<token>.ics`: a person's private calendar feed, read by calendar apps without signing in
 * (the token is the key). An unknown, replaced or revoked token, or one of another organisation, is not found.
 */
export function registerCalendarRoutes(fastify: FastifyInstance, deps: CalendarDeps) {
  fastify.get<{ Params: { file: string } }>('/api/calendar/feed/:file', async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const token = request.params.file.replace(/\.ics$/, '');
    const notFound = new HttpError(404, 'NotFoundError', ctx.t('errors.calendarFeedNotFound'));
    if (!TOKEN.test(token)) throw notFound;
    const ics = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const incubator = await getIncubator(tx, ctx.incubator.id);
      return calendarFeedIcs(tx, ctx.incubator.id, token, {
        organisationName: incubator.name,
        origin: ctx.origin,
        sessionLabel: translate(incubator.defaultLanguage ?? 'en', 'email.coachingSessionLines.feedTitle'),
      });
    });
    if (ics === null) throw notFound;
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="cohort.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });
}
