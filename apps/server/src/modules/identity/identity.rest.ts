import { AUTH_ERRORS, emailSchema, passwordSchema, requiredText, optionalText } from '@cohort/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { HttpError, objectBody, parseBody, type RestContext, restContext, sendJson } from '../../platform/http/rest.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import type { MailContext } from '../mail/index.ts';
import { getIncubator, type IncubatorRow } from '../organisations/index.ts';
import { findUserById, updateUser } from '../users/index.ts';
import {
  acceptInvitation,
  changePassword,
  confirmEmail,
  confirmIncubatorEmail,
  describeInvitation,
  publicUser,
  requestPasswordReset,
  resetPassword,
} from './account.service.ts';
import { loginWithPassword } from './login.service.ts';
import { announceEndedSessions, requireBearerViewer } from './session.service.ts';

export interface IdentityDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  pubsub: PubSub;
  signingKey: Uint8Array;
  mail: MailTransport;
}

const loginSchema = z.object({
  email: emailSchema('Email'),
  password: z.string({ error: 'Password is a required field' }).min(1, 'Password is a required field').max(1024),
  incubator: z.string().max(200).nullish(),
  replaceOldestSession: z.boolean().optional().default(false),
});
const emailOnlySchema = z.object({ email: emailSchema('Email') });
const resetSchema = z.object({ token: z.string().max(200), newPassword: passwordSchema('Password') });
const acceptSchema = z.object({
  token: z.string().max(200),
  password: passwordSchema('Password'),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
});
const userUpdateSchema = z.object({
  user: z
    .object({
      firstName: requiredText('First name', 100).optional(),
      lastName: requiredText('Last name', 100).optional(),
      headline: optionalText('Headline', 200),
      language: z.enum(['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr']).nullish(),
      timezone: optionalText('Timezone', 64),
      currentPassword: z.string().max(1024).optional(),
      password: passwordSchema('Password').optional(),
    })
    .refine((user) => user.password === undefined || user.currentPassword !== undefined, {
      message: 'Current password is a required field',
      path: ['currentPassword'],
    }),
});

/** A transaction of the request's organisation; e-mails and live events go out once it has committed. */
async function inTenant<T>(
  deps: IdentityDeps,
  ctx: RestContext,
  work: (tx: Db, incubator: IncubatorRow, mail: MailContext) => Promise<T>,
): Promise<T> {
  const effects: Array<() => void> = [];
  const result = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
    const incubator = await getIncubator(tx, ctx.incubator.id);
    const mail: MailContext = {
      db: tx,
      database: deps.database,
      incubator,
      transport: deps.mail,
      fromAddress: deps.config.mailFrom,
      afterCommit: (effect) => effects.push(effect),
    };
    return work(tx, incubator, mail);
  });
  for (const effect of effects) effect();
  return result;
}

function invalidToken(ctx: RestContext): HttpError {
  return new HttpError(400, AUTH_ERRORS.invalidToken, ctx.t('errors.invalidToken'));
}

/** The REST routes of spec 01 §7.3 for identity. */
export function registerIdentityRoutes(fastify: FastifyInstance, deps: IdentityDeps) {
  const context = (request: FastifyRequest) => restContext(request, deps.tenants, deps.config);

  fastify.post('/auth/local', async (request, reply) => {
    const ctx = await context(request);
    const input = parseBody(loginSchema, objectBody(request, ctx.t), ctx.t);
    if (input.incubator && input.incubator !== ctx.incubator.slug && input.incubator !== ctx.incubator.id) {
      throw new HttpError(400, AUTH_ERRORS.organisationMismatch, ctx.t('errors.organisationMismatch'));
    }
    const result = await inTenant(deps, ctx, (tx, incubator) =>
      loginWithPassword(tx, deps.signingKey, incubator, input, { ip: ctx.ip, userAgent: ctx.userAgent }),
    );
    if (result.ok) {
      announceEndedSessions(deps.pubsub, ctx.incubator.id, result.endedSessionIds);
      return sendJson(reply, 200, {
        token: result.session.token,
        sessionId: result.session.sessionId,
        user: publicUser(result.user),
      });
    }
    switch (result.kind) {
      case 'throttled': {
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        throw new HttpError(429, AUTH_ERRORS.tooManyAttempts, ctx.t('errors.tooManyAttempts', { minutes }), {
          headers: { 'retry-after': String(result.retryAfterSeconds) },
        });
      }
      case 'inactive': {
        const key = {
          unactive: 'errors.accountUnactive',
          archived: 'errors.accountArchived',
          deny: 'errors.accountDenied',
        }[result.status];
        throw new HttpError(403, AUTH_ERRORS.accountInactive, ctx.t(key));
      }
      case 'maximumSessions':
        throw new HttpError(409, AUTH_ERRORS.maximumSessions, ctx.t('errors.maximumSessions'));
      default:
        throw new HttpError(401, AUTH_ERRORS.invalidCredentials, ctx.t('errors.invalidCredentials'));
    }
  });

  fastify.post('/api/users/sendresetpassword', async (request, reply) => {
    const ctx = await context(request);
    const { email } = parseBody(emailOnlySchema, objectBody(request, ctx.t), ctx.t);
    await inTenant(deps, ctx, (_tx, _incubator, mail) => requestPasswordReset(mail, email, ctx.origin));
    return sendJson(reply, 200, { ok: true });
  });

  fastify.post('/api/users/resetpassword', async (request, reply) => {
    const ctx = await context(request);
    const input = parseBody(resetSchema, objectBody(request, ctx.t), ctx.t);
    const ended = await inTenant(deps, ctx, (tx) =>
      resetPassword(tx, ctx.incubator.id, input.token, input.newPassword),
    );
    if (!ended) throw invalidToken(ctx);
    announceEndedSessions(deps.pubsub, ctx.incubator.id, ended);
    return sendJson(reply, 200, { ok: true });
  });

  fastify.post<{ Params: { token: string } }>('/api/users/validate/:token', async (request, reply) => {
    const ctx = await context(request);
    const confirmed = await inTenant(deps, ctx, (tx) => confirmEmail(tx, ctx.incubator.id, request.params.token));
    if (!confirmed) throw invalidToken(ctx);
    return sendJson(reply, 200, { ok: true });
  });

  fastify.post<{ Params: { token: string } }>('/api/incubator/confirmemail/:token', async (request, reply) => {
    const ctx = await context(request);
    const confirmed = await inTenant(deps, ctx, (tx) =>
      confirmIncubatorEmail(tx, ctx.incubator.id, request.params.token),
    );
    if (!confirmed) throw invalidToken(ctx);
    deps.pubsub.publish(ctx.incubator.id, 'incubatorUpdated', {});
    return sendJson(reply, 200, { ok: true, ...confirmed });
  });

  fastify.get<{ Params: { token: string } }>('/api/users/invitation/:token', async (request, reply) => {
    const ctx = await context(request);
    const invitation = await inTenant(deps, ctx, (tx, incubator) =>
      describeInvitation(tx, incubator, request.params.token),
    );
    if (!invitation) throw invalidToken(ctx);
    return sendJson(reply, 200, invitation);
  });

  fastify.post('/api/users/acceptinvitation', async (request, reply) => {
    const ctx = await context(request);
    const input = parseBody(acceptSchema, objectBody(request, ctx.t), ctx.t);
    const accepted = await inTenant(deps, ctx, (tx, incubator) =>
      acceptInvitation(tx, deps.signingKey, incubator, input, { ip: ctx.ip, userAgent: ctx.userAgent }),
    );
    if (!accepted) throw invalidToken(ctx);
    return sendJson(reply, 200, {
      token: accepted.session.token,
      sessionId: accepted.session.sessionId,
      user: publicUser(accepted.user),
    });
  });

  fastify.put('/user', async (request, reply) => {
    const ctx = await context(request);
    const viewer = await requireBearerViewer(deps, ctx, request);
    const { user: changes } = parseBody(userUpdateSchema, objectBody(request, ctx.t), ctx.t);
    const result = await inTenant(deps, ctx, async (tx, incubator) => {
      const user = await findUserById(tx, incubator.id, viewer.userId);
      if (!user) throw new HttpError(401, 'AuthenticationRequiredError', ctx.t('errors.authenticationRequired'));
      let session: { token: string; sessionId: string } | null = null;
      let ended: string[] = [];
      if (changes.password !== undefined) {
        const change = await changePassword(
          tx,
          deps.signingKey,
          incubator,
          user,
          {
            currentPassword: changes.currentPassword ?? '',
            password: changes.password,
          },
          { ip: ctx.ip, userAgent: ctx.userAgent },
        );
        if (!change.ok) return { error: 'incorrectPassword' as const };
        session = { token: change.session.token, sessionId: change.session.sessionId };
        ended = change.endedSessionIds;
      }
      await updateUser(tx, incubator.id, user.id, {
        ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
        ...(changes.headline !== undefined ? { headline: changes.headline } : {}),
        ...(changes.language !== undefined ? { language: changes.language } : {}),
        ...(changes.timezone !== undefined ? { timezone: changes.timezone } : {}),
      });
      const updated = await findUserById(tx, incubator.id, user.id);
      return { user: updated ? publicUser(updated) : null, session, ended };
    });
    if ('error' in result) {
      throw new HttpError(400, AUTH_ERRORS.incorrectPassword, ctx.t('errors.incorrectPassword'), {
        fields: [{ field: 'currentPassword', message: ctx.t('errors.incorrectPassword') }],
      });
    }
    announceEndedSessions(deps.pubsub, ctx.incubator.id, result.ended);
    return sendJson(reply, 200, { user: result.user, ...(result.session ?? {}) });
  });
}
