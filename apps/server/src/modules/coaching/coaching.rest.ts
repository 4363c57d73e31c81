import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { HttpError, objectBody, parseBody, type RestContext, restContext, sendJson } from '../../platform/http/rest.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { requireBearerViewer } from '../identity/index.ts';
import type { MailContext } from '../mail/index.ts';
import { NOTIFICATION_CREATED } from '../notifications/index.ts';
import { getIncubator } from '../organisations/index.ts';
import { cancelByInvitation, invitationToCancel } from './coaching-invite.service.ts';
import { listCoachingSessions } from './coaching-session.service.ts';

export interface CoachingRestDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
  mail: MailTransport;
  pubsub: PubSub;
}

const tokenSchema = z.object({ token: z.string().max(200) });

/** A cancel link that no longer works, whatever the reason (used, expired, forged, another organisation's). */
const expired = (ctx: RestContext) =>
  new HttpError(410, 'CoachingInvitationExpired', ctx.t('errors.coachingInvitationExpired'));

const PAGE = 200;

/**
 * GET /api/coachingsessions (spec 02 REST): the viewer's sessions, newest first, as the GraphQL list gives them (the
 * same reach and the same redaction: a startup's people never receive private or staff notes). `?from=&to=` bound
 * them in time, `?limit=&offset=` page them (at most 200).
 */
export function registerCoachingRoutes(fastify: FastifyInstance, deps: CoachingRestDeps) {
  // The cancel link of an invitation's e-mails (no sign-in): what it would cancel, then the cancellation itself.
  fastify.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/coaching/invitations/:id',
    async (request, reply) => {
      const ctx = await restContext(request as FastifyRequest, deps.tenants, deps.config);
      const token = typeof request.query.token === 'string' ? request.query.token.slice(0, 200) : '';
      const invitation = await withTenant(deps.database.db, ctx.incubator.id, async (tx) =>
        invitationToCancel(tx, await getIncubator(tx, ctx.incubator.id), deps.signingKey, request.params.id, token),
      );
      if (!invitation) throw expired(ctx);
      return sendJson(reply, 200, { invitation });
    },
  );
  fastify.post<{ Params: { id: string } }>('/api/coaching/invitations/:id/cancel', async (request, reply) => {
    const ctx = await restContext(request as FastifyRequest, deps.tenants, deps.config);
    const { token } = parseBody(tokenSchema, objectBody(request, ctx.t), ctx.t);
    const effects: Array<() => void> = [];
    const canceled = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const mail: MailContext = {
        db: tx,
        database: deps.database,
        incubator: await getIncubator(tx, ctx.incubator.id),
        transport: deps.mail,
        fromAddress: deps.config.mailFrom,
        afterCommit: (effect) => effects.push(effect),
      };
      return cancelByInvitation(mail, deps.signingKey, request.params.id, token, ctx.origin, (userId, recipientId) =>
        effects.push(() => deps.pubsub.publish(ctx.incubator.id, `${NOTIFICATION_CREATED}:${userId}`, { recipientId })),
      );
    });
    if (!canceled) throw expired(ctx);
    for (const effect of effects) effect();
    return sendJson(reply, 200, { ok: true });
  });

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
