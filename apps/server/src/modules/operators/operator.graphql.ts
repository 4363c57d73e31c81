import { PLAN_FEATURES } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  NotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { isUuid } from '../../platform/db/ids.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import {
  createOrganisationWithAdmin,
  listOrganisationsWithPlans,
  recordOrganisationCreated,
  recordSuspension,
  setSuspended,
  updatePlan,
} from './operator.service.ts';

/** The address of another organisation on the same deployment: its slug as the first label of the host. */
export function originForSlug(origin: string, slug: string): string {
  const url = new URL(origin);
  const labels = url.hostname.split('.');
  const isBare = url.hostname === 'localhost' || /^[\d.]+$/.test(url.hostname) || labels.length < 2;
  url.hostname = isBare
    ? `${slug}.${url.hostname === 'localhost' ? 'localhost' : url.hostname}`
    : [slug, ...labels.slice(1)].join('.');
  return url.origin;
}

function operator(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { actorId: ctx.viewer.userId, incubatorId: ctx.incubator.id };
}

const PlanFeatureNameRef = builder.enumType('PlanFeatureName', { values: PLAN_FEATURES });

const OrganisationSummaryRef = builder
  .objectRef<IncubatorRow & { employeeCountLimit?: number; features?: string[] }>('OrganisationSummary')
  .implement({
    description: 'An organisation of the platform, as its operators see it',
    fields: (t) => ({
      id: t.exposeID('id'),
      slug: t.exposeString('slug'),
      name: t.exposeString('name'),
      createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
      suspended: t.boolean({ resolve: (o) => o.suspendedAt !== null }),
      suspendedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.suspendedAt }),
      employeeCountLimit: t.int({ nullable: true, resolve: (o) => o.employeeCountLimit ?? null }),
      features: t.field({ type: [PlanFeatureNameRef], nullable: true, resolve: (o) => (o.features as never) ?? null }),
    }),
  });

const planSchema = z.object({
  employeeCountLimit: z.number().int().min(0, 'Employee count limit must be greater than or equal to 0').max(100_000),
  features: z.array(z.enum(PLAN_FEATURES)),
});

builder.queryField('organisations', (t) =>
  t.field({
    type: [OrganisationSummaryRef],
    description: 'Every organisation of the platform (platform operators)',
    authScopes: { platformOperator: true },
    resolve: (_root, _args, ctx) => listOrganisationsWithPlans(ctx.db),
  }),
);

builder.mutationFields((t) => ({
  createOrganisation: t.field({
    type: OrganisationSummaryRef,
    description: 'Creates an organisation and invites its first admin by e-mail (platform operators)',
    authScopes: { platformOperator: true },
    args: {
      slug: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      adminEmail: t.arg.string({ required: true }),
      adminFirstName: t.arg.string(),
      adminLastName: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = operator(ctx);
      parseInput(z.object({ adminEmail: z.email('Email is not a valid email') }), { adminEmail: args.adminEmail });
      const created = await createOrganisationWithAdmin(
        ctx.database,
        ctx.db,
        { transport: ctx.mail, fromAddress: ctx.config.mailFrom, afterCommit: (effect) => ctx.afterCommit(effect) },
        {
          slug: args.slug,
          name: args.name,
          adminEmail: args.adminEmail,
          adminFirstName: args.adminFirstName ?? undefined,
          adminLastName: args.adminLastName ?? undefined,
        },
        (slug) => originForSlug(ctx.request.origin, slug),
      );
      if (!created.ok) throw new ValidationError([{ field: created.field, message: created.message }]);
      await recordOrganisationCreated(ctx.db, { actorId, incubatorId }, created.organisation, args.adminEmail);
      return created.organisation;
    },
  }),
  setOrganisationSuspended: t.field({
    type: OrganisationSummaryRef,
    description:
      'Suspends or restores an organisation; a suspended one answers like an unknown one (platform operators)',
    authScopes: { platformOperator: true },
    args: { incubatorId: t.arg.id({ required: true }), suspended: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = operator(ctx);
      const target = String(args.incubatorId);
      if (!isUuid(target)) throw new NotFoundError('The organisation');
      if (target === incubatorId && args.suspended) {
        throw new ValidationError([
          { field: 'incubatorId', message: 'You cannot suspend the organisation you are signed in to' },
        ]);
      }
      const row = await setSuspended(ctx.db, target, args.suspended);
      if (!row) throw new NotFoundError('The organisation');
      ctx.forgetTenants();
      await recordSuspension(ctx.db, { actorId, incubatorId }, target, args.suspended);
      return row;
    },
  }),
  updatePlan: t.field({
    type: OrganisationSummaryRef,
    description: "Changes an organisation's plan: its features and its licensed-user limit (platform operators)",
    authScopes: { platformOperator: true },
    args: {
      incubatorId: t.arg.id({ required: true }),
      employeeCountLimit: t.arg.int({ required: true }),
      features: t.arg({ type: [PlanFeatureNameRef], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = operator(ctx);
      const plan = parseInput(planSchema, { employeeCountLimit: args.employeeCountLimit, features: args.features });
      const target = String(args.incubatorId);
      if (!isUuid(target)) throw new NotFoundError('The organisation');
      const row = await updatePlan(ctx.db, { actorId, incubatorId }, target, plan);
      if (!row) throw new NotFoundError('The organisation');
      return row;
    },
  }),
}));
