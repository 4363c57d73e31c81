import { applicationLeadSchema } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import { mailContextOf } from './application-mail.ts';
import {
  claimApplicationLead,
  createApplicationLead,
  describeLead,
  type LeadInvitation,
} from './application-lead.service.ts';
import { type ApplicationView, findApplicationView } from './application.service.ts';
import { ApplicationRef } from './application.refs.ts';

const LeadCallRef = builder.objectRef<LeadInvitation['funnel']>('ApplicationLeadCall').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    closesAt: t.field({ type: 'DateTime', nullable: true, resolve: (call) => call.closesAt }),
    isOpen: t.exposeBoolean('isOpen'),
  }),
});

const LeadInvitationRef = builder.objectRef<LeadInvitation>('ApplicationLeadInvitation').implement({
  description: 'A lead as its transfer link shows it (/leads/transfer/:id): the call, the startup and the person',
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { description: 'The address the link was sent to' }),
    startupName: t.exposeString('startupName', { nullable: true }),
    claimed: t.exposeBoolean('claimed'),
    call: t.field({ type: LeadCallRef, resolve: (lead) => lead.funnel }),
  }),
});

const tokenSchema = z.object({ token: z.string().trim().max(80) });

async function reload(ctx: Ctx, id: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findApplicationView(ctx.db, incubatorId, viewer, id);
}

builder.queryField('applicationLead', (t) =>
  t.field({
    type: LeadInvitationRef,
    description: 'The lead of a transfer link (anyone holding the link); NotFound for an unknown or foreign token',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.incubator) throw new NotFoundError('This invitation');
      return describeLead(ctx.db, ctx.incubator.id, parseInput(tokenSchema, args).token);
    },
  }),
);

builder.mutationFields((t) => ({
  createApplicationLead: t.field({
    type: ApplicationRef,
    description:
      "Staff make an application on someone's behalf (the create menu's Application Lead: a startup manager role " +
      'with APPLICATION_FLOW:EDIT on the funnel); the person is e-mailed the link to claim it',
    authScopes: { authenticated: true },
    args: {
      funnelId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      startupName: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const input = parseInput(applicationLeadSchema, { ...args, funnelId: String(args.funnelId) });
      const id = await createApplicationLead(await mailContextOf(ctx, incubatorId), viewer, input, ctx.request.origin);
      return reload(ctx, id);
    },
  }),
  claimApplicationLead: t.field({
    type: ApplicationRef,
    description:
      'The signed-in person claims the lead of a transfer link: they become its applicant and owner (refused when ' +
      'already claimed or when they already applied to the call)',
    authScopes: { authenticated: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { token } = parseInput(tokenSchema, args);
      const id = await claimApplicationLead(ctx.db, incubatorId, viewer, token);
      return reload(ctx, id);
    },
  }),
}));
