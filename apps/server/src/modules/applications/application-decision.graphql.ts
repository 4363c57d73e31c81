import { DECISION_ACTIONS, type DecisionAction, formatMessage, VALIDATION_MESSAGES } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { parseInput } from '../../platform/graphql/errors.ts';
import { ApplicationStatusRef } from './application.graphql.ts';
import { ApplicationRef } from './application.refs.ts';
import { type ApplicationView, applicationViews, findApplicationView } from './application.service.ts';
import {
  type DecisionEmail,
  decideApplication,
  decisionEmailPreview,
  prepareApplicationDecision,
  publishApplicationDecisions,
} from './application-decision.service.ts';
import { type StartupApplicationView, startupApplications } from './application-file.service.ts';

/** Decisions (issue 14 point 5, APPLICATION/DECIDE_ROUND:VIEW): prepare, publish together, or decide at once. */
const actionSchema = z.object({
  action: z.enum(DECISION_ACTIONS, { error: formatMessage(VALIDATION_MESSAGES.invalid, {}) }),
});
const preparedSchema = z.object({
  action: z.enum(DECISION_ACTIONS, { error: formatMessage(VALIDATION_MESSAGES.invalid, {}) }).nullable(),
});

const DecisionEmailPreviewRef = builder
  .objectRef<DecisionEmail & { to: string | null }>('ApplicationDecisionEmail')
  .implement({
    description: 'The decision e-mail the applicant would receive',
    fields: (t) => ({
      to: t.exposeString('to', { nullable: true }),
      subject: t.exposeString('subject'),
      paragraphs: t.exposeStringList('paragraphs'),
      language: t.exposeString('language'),
      fromTemplate: t.exposeBoolean('fromTemplate', {
        description: "The funnel's template was used (else the built-in text)",
      }),
    }),
  });

const StartupApplicationRef = builder.objectRef<StartupApplicationView>('StartupApplication').implement({
  description: "An application on a startup file's applications tab",
  fields: (t) => ({
    _id: t.exposeID('id'),
    funnelName: t.exposeString('funnelName'),
    roundName: t.exposeString('roundName', { nullable: true }),
    status: t.field({ type: ApplicationStatusRef, resolve: (a) => a.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.submittedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.decidedAt }),
    canOpen: t.exposeBoolean('canOpen', { description: 'Whether the viewer may open /application/:id' }),
  }),
});

async function reload(ctx: Ctx, id: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findApplicationView(ctx.db, incubatorId, viewer, id);
}

builder.queryFields((t) => ({
  applicationDecisionEmailPreview: t.field({
    type: DecisionEmailPreviewRef,
    description: 'The e-mail a decision would send to the applicant, in their language (for staff who decide)',
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), action: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { action } = parseInput(actionSchema, { action: args.action });
      return decisionEmailPreview(ctx, String(args.applicationId), action);
    },
  }),
  startupApplications: t.field({
    type: [StartupApplicationRef],
    description: "The applications linked to a startup (its file's applications tab), for whoever opens the file",
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startupApplications(ctx, String(args.startupId)),
  }),
}));

builder.mutationFields((t) => ({
  prepareApplicationDecision: t.field({
    type: ApplicationRef,
    description: 'Prepares a decision to publish later (accept, reject, delay_reject), or clears it with null',
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), action: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { action } = parseInput(preparedSchema, { action: args.action ?? null });
      return reload(ctx, await prepareApplicationDecision(ctx, String(args.applicationId), action));
    },
  }),
  publishApplicationDecisions: t.field({
    type: [ApplicationRef],
    description: 'Publishes the prepared decisions of these applications together (all or none)',
    authScopes: { authenticated: true },
    args: { applicationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const ids = await publishApplicationDecisions(ctx, args.applicationIds.map(String));
      return applicationViews(ctx.db, incubatorId, viewer, ids);
    },
  }),
  decideApplication: t.field({
    type: ApplicationRef,
    description: 'Decides an application at once (prepare and publish): its status, e-mail and, accepting, its startup',
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), action: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { action } = parseInput(actionSchema, { action: args.action });
      return reload(ctx, await decideApplication(ctx, String(args.applicationId), action as DecisionAction));
    },
  }),
}));
