import { emailSchema, requiredText, ROLE_TYPES } from '@cohort/shared';
import { z } from 'zod';
import { isUuid } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  IncubatorNotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import type { MailContext } from '../mail/index.ts';
import { getIncubator } from '../organisations/index.ts';
import { RoleTypeRef } from '../../platform/graphql/enums.ts';
import { inviteRefusal, isOwnSession } from '../../policies/index.ts';
import { findUserById } from '../users/index.ts';
import {
  type EmailMessageRow,
  INCUBATOR_MAILBOXES,
  inviteUser,
  listEmailMessages,
  requestIncubatorEmail,
  resendInvitation,
  sendConfirmationEmail,
} from './account.service.ts';
import {
  announceEndedSessions,
  endSessions,
  listLiveSessions,
  SESSION_END_FIELD,
  SESSION_LOGGED_OUT,
  type SessionRow,
  touchSession,
} from './session.service.ts';

function requireViewer(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { viewer: ctx.viewer, incubatorId: ctx.incubator.id };
}

async function mailContext(ctx: Ctx): Promise<MailContext> {
  if (!ctx.incubator) throw new IncubatorNotFoundError();
  return {
    db: ctx.db,
    database: ctx.database,
    incubator: await getIncubator(ctx.db, ctx.incubator.id),
    transport: ctx.mail,
    fromAddress: ctx.config.mailFrom,
    afterCommit: (effect) => ctx.afterCommit(effect),
  };
}

const SessionStatusRef = builder.enumType('SessionStatus', { values: ['active', 'ended'] as const });

const UserSessionRef = builder.objectRef<SessionRow & { current: boolean }>('UserSession').implement({
  description: 'A signed-in session of the user (a browser or device)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    status: t.field({ type: SessionStatusRef, resolve: (s) => (s.endedAt ? 'ended' : 'active') }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    lastSeenAt: t.field({ type: 'DateTime', resolve: (s) => s.lastSeenAt }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.expiresAt }),
    userAgent: t.exposeString('userAgent'),
    ip: t.exposeString('ip'),
    method: t.exposeString('method'),
    current: t.exposeBoolean('current'),
  }),
});

const SessionLoggedOutRef = builder.objectRef<{ sessionId: string }>('SessionLoggedOut').implement({
  fields: (t) => ({ sessionId: t.exposeID('sessionId') }),
});

builder.queryField('mySessions', (t) =>
  t.field({
    type: [UserSessionRef],
    description: "The signed-in user's live sessions, oldest activity first",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = requireViewer(ctx);
      const incubator = await getIncubator(ctx.db, incubatorId);
      const sessions = await listLiveSessions(ctx.db, incubator, viewer.userId);
      return sessions.map((session) => ({ ...session, current: session.id === viewer.sessionId })).reverse();
    },
  }),
);

builder.mutationField('upsertSession', (t) =>
  t.field({
    type: UserSessionRef,
    description: 'Keeps the current session alive (spec 01 §4: every 30 s while signed in)',
    authScopes: { authenticated: true },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = requireViewer(ctx);
      if (!isOwnSession(viewer, String(args.sessionId)))
        throw new ForbiddenError('This is not the session of this sign-in');
      const incubator = await getIncubator(ctx.db, incubatorId);
      if (!(await touchSession(ctx.db, incubator, viewer.userId, viewer.sessionId)))
        throw new AuthenticationRequiredError();
      const [session] = (await listLiveSessions(ctx.db, incubator, viewer.userId)).filter(
        (s) => s.id === viewer.sessionId,
      );
      if (!session) throw new AuthenticationRequiredError();
      return { ...session, current: true };
    },
  }),
);

builder.mutationField('logoutSession', (t) =>
  t.boolean({
    description: 'Ends one of my sessions, this one or another device (LogoutSession)',
    authScopes: { authenticated: true },
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = requireViewer(ctx);
      const sessionId = String(args.sessionId);
      // An id that is not a UUID names no session (as an unknown one, nothing ends).
      if (!isUuid(sessionId)) return false;
      const ended = await endSessions(
        ctx.db,
        incubatorId,
        { userId: viewer.userId, sessionIds: [sessionId] },
        'logout',
      );
      ctx.afterCommit(() => announceEndedSessions(ctx.pubsub, incubatorId, ended));
      return ended.length > 0;
    },
  }),
);

builder.mutationField('resendConfirmationEmail', (t) =>
  t.boolean({
    description: 'Sends the e-mail confirmation link again',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = requireViewer(ctx);
      const user = await findUserById(ctx.db, incubatorId, viewer.userId);
      if (!user) throw new AuthenticationRequiredError();
      if (user.validated) return false;
      await sendConfirmationEmail(await mailContext(ctx), user, ctx.request.origin);
      return true;
    },
  }),
);

builder.subscriptionField(SESSION_END_FIELD, (t) =>
  t.field({
    type: SessionLoggedOutRef,
    description: 'Fires when the session ends: signed out elsewhere, replaced, or after a password change',
    authScopes: { authenticated: true },
    args: { sessionId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => {
      const { viewer, incubatorId } = requireViewer(ctx);
      if (!isOwnSession(viewer, String(args.sessionId)))
        throw new ForbiddenError('This is not the session of this sign-in');
      return ctx.pubsub.subscribe(incubatorId, `${SESSION_LOGGED_OUT}:${viewer.sessionId}`) as AsyncIterable<{
        sessionId: string;
      }>;
    },
    resolve: (payload) => payload,
  }),
);

const inviteSchema = z.object({
  email: emailSchema('Email'),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  roleType: z.enum(ROLE_TYPES),
  language: z.string().max(5).nullish(),
});

const InvitedUserRef = builder.objectRef<{ userId: string }>('InvitedUser').implement({
  fields: (t) => ({ _id: t.exposeID('userId'), userId: t.exposeID('userId') }),
});

builder.mutationField('inviteUser', (t) =>
  t.field({
    type: InvitedUserRef,
    description: 'Creates a pending account and e-mails an invitation (USER:INVITE)',
    authScopes: { permission: 'USER:INVITE' },
    args: {
      email: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      roleType: t.arg({ type: RoleTypeRef, required: true }),
      language: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(inviteSchema, args);
      const refusal = inviteRefusal(requireViewer(ctx).viewer, input.roleType);
      if (refusal === 'systemRole') throw new ForbiddenError('The System role cannot be given by invitation');
      if (refusal) throw new ForbiddenError('Your role may not invite users of this role');
      const result = await inviteUser(await mailContext(ctx), input, ctx.request.origin);
      if (!result.ok) {
        throw new ValidationError([
          {
            emailTaken: { field: 'email', message: 'A user with this email already exists' },
            unknownRole: { field: 'roleType', message: 'This organisation has no such role' },
            employeeLimit: {
              field: 'roleType',
              message: 'The plan of this organisation allows no more licensed users',
            },
          }[result.reason],
        ]);
      }
      return { userId: result.userId };
    },
  }),
);

builder.mutationField('resendInvitation', (t) =>
  t.boolean({
    description: 'Sends a pending user a new invitation link',
    authScopes: { permission: 'USER:INVITE' },
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      resendInvitation(await mailContext(ctx), String(args.userId), ctx.request.origin),
  }),
);

const IncubatorMailboxRef = builder.enumType('IncubatorMailbox', { values: INCUBATOR_MAILBOXES });

builder.mutationField('requestIncubatorEmail', (t) =>
  t.boolean({
    description: 'Sends a confirmation link to a new general or support mailbox of the organisation (admins)',
    authScopes: { $any: { roleGroup: 'adminGroup', permission: 'ORGANIZATION:EDIT' } },
    args: { mailbox: t.arg({ type: IncubatorMailboxRef, required: true }), address: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = requireViewer(ctx);
      const { address } = parseInput(z.object({ address: emailSchema('Email') }), { address: args.address });
      const requester = await findUserById(ctx.db, incubatorId, viewer.userId);
      if (!requester) throw new AuthenticationRequiredError();
      await requestIncubatorEmail(await mailContext(ctx), requester, args.mailbox, address, ctx.request.origin);
      return true;
    },
  }),
);

const EmailMessageRef = builder.objectRef<EmailMessageRow>('EmailMessage').implement({
  description: 'An e-mail the platform sent or recorded',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    template: t.exposeString('template'),
    subject: t.exposeString('subject'),
    emailContent: t.exposeString('html'),
    text: t.exposeString('text'),
    recipients: t.stringList({ resolve: (m) => [m.toAddress] }),
    status: t.exposeString('status'),
    isDelivered: t.boolean({ resolve: (m) => m.status === 'sent' }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sentAt }),
  }),
});

const EmailMessagePageRef = builder
  .objectRef<{ results: Array<EmailMessageRow>; totalCount: number; page: number; pageSize: number }>(
    'EmailMessagePage',
  )
  .implement({
    fields: (t) => ({
      results: t.field({ type: [EmailMessageRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

builder.queryField('emailMessages', (t) =>
  t.field({
    type: EmailMessagePageRef,
    description: "The organisation's outbox, newest first (admins)",
    authScopes: { $any: { roleGroup: 'adminGroup', permission: 'ORGANIZATION:EDIT' } },
    args: { page: t.arg.int({ defaultValue: 0 }), pageSize: t.arg.int({ defaultValue: 25 }) },
    resolve: async (_root, args, ctx) => {
      const incubatorId = requireViewer(ctx).incubatorId;
      const page = Math.max(0, args.page ?? 0);
      const pageSize = Math.min(100, Math.max(1, args.pageSize ?? 25));
      const { results, total } = await listEmailMessages(ctx.db, incubatorId, page, pageSize);
      return { results, totalCount: total, page, pageSize };
    },
  }),
);
