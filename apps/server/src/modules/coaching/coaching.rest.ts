import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { restContext, sendJson } from '../../platform/http/rest.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { listCoachingSessions } from './coaching-session.service.ts';

export interface CoachingRestDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
}

const PAGE = 200;

/**
 * GET /api/coachingsessions (spec 02 REST): the viewer's sessions, newest first, as the GraphQL list gives them (the
 * same reach and the same redaction: a startup's people never receive private or staff notes). `?from=&to=` bound
 * them in time, `?limit=&offset=` page them (at most 200).
 */
export function registerCoachingRoutes(fastify: FastifyInstance, deps: CoachingRestDeps) {
  fastify.get<{ Querystring: Record<string, string | undefined> }>('/api/coachingsessions', async (request, reply) => {
    const ctx = await restContext(request as FastifyRequest, deps.tenants, deps.config);
    const viewer = await requireBearerViewer(deps, ctx, request);
    const date = (value: string | undefined) => {
      const parsed = value ? new Date(value) : null;
      return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
    };
    const limit = Math.min(Math.max(Number(request.query.limit) || PAGE, 1), PAGE);
    const offset = Math.max(Number(request.query.offset) || 0, 0);
    const { sessions, total } = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      listCoachingSessions(
        tx,
        ctx.incubator.id,
        viewer,
        { from: date(request.query.from), to: date(request.query.to) },
        { limit, offset },
      ),
    );
    return sendJson(reply, 200, {
      total,
      sessions: sessions.map(({ id, type, ...rest }) => ({ _id: id, sessionType: type, ...rest })),
    });
  });
}
