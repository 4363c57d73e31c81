import { MILESTONE_STATUSES, type MilestoneStatus, milestoneSchema, milestoneTemplateSchema } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { canCreateMilestone, canEditMilestone, canManageMilestoneTemplates } from '../../policies/index.ts';
import {
  applyMilestoneTemplate,
  createMilestoneTemplate,
  createStartupMilestone,
  deleteMilestoneTemplate,
  deleteStartupMilestone,
  findMilestone,
  findTemplate,
  listMilestoneTemplates,
  type MilestoneView,
  milestoneFileAccess,
  requireMilestones,
  type StartupMilestonesView,
  startupMilestonesOf,
  type TemplateItemRow,
  type TemplateView,
  updateMilestoneTemplate,
  updateStartupMilestone,
} from './milestone.service.ts';

/** Startup managers edit the plans (checked before the input is read). */
function requireTemplateManager(ctx: Ctx): void {
  if (!canManageMilestoneTemplates(viewerOf(ctx).viewer)) throw new ForbiddenError();
}

const TemplateItemRef = builder.objectRef<TemplateItemRow>('MilestoneTemplateItem').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    dueOffsetDays: t.exposeInt('dueOffsetDays', { description: 'Days after the plan starts' }),
  }),
});

const TemplateRef = builder.objectRef<TemplateView>('MilestoneTemplate').implement({
  description: 'An incubator plan: the milestones a startup is expected to reach, in order',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    items: t.field({ type: [TemplateItemRef], resolve: (v) => v.items }),
    createdAt: t.field({ type: 'DateTime', resolve: (v) => v.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (v) => v.updatedAt }),
  }),
});

const StatusRef = builder.enumType('MilestoneStatus', { values: MILESTONE_STATUSES });

const MilestoneRef = builder.objectRef<MilestoneView>('StartupMilestone').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: StatusRef, resolve: (m) => m.status as MilestoneStatus }),
    dueDate: t.exposeString('dueDate', { nullable: true, description: 'yyyy-MM-dd' }),
    templateId: t.exposeID('templateId', { nullable: true }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.completedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    canEdit: t.exposeBoolean('canEdit', { description: 'STARTUP_MILESTONE:EDIT (ALL, or ASSIGNED to the startup)' }),
  }),
});

const StartupMilestonesRef = builder.objectRef<StartupMilestonesView>('StartupMilestones').implement({
  fields: (t) => ({
    results: t.field({ type: [MilestoneRef], resolve: (v) => v.results }),
    canCreate: t.exposeBoolean('canCreate', {
      description: 'STARTUP_MILESTONE:CREATE (ALL, or ASSIGNED to the startup)',
    }),
  }),
});

const TemplateItemInputRef = builder.inputType('MilestoneTemplateItemInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    dueOffsetDays: t.int({ required: true }),
  }),
});
const TemplateInputRef = builder.inputType('MilestoneTemplateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    items: t.field({ type: [TemplateItemInputRef], required: true }),
  }),
});
const MilestoneInputRef = builder.inputType('StartupMilestoneInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    dueDate: t.string({ description: 'yyyy-MM-dd' }),
    status: t.field({ type: StatusRef }),
  }),
});

builder.queryFields((t) => ({
  milestoneTemplates: t.field({
    type: [TemplateRef],
    description: 'The incubator plans (milestone templates) of the organisation, by name',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => listMilestoneTemplates(ctx),
  }),
  startupMilestones: t.field({
    type: StartupMilestonesRef,
    description: "A startup's milestones, for everyone who opens its file",
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startupMilestonesOf(ctx, String(args.startupId)),
  }),
}));

builder.mutationFields((t) => ({
  createMilestoneTemplate: t.field({
    type: TemplateRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TemplateInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireMilestones(ctx);
      requireTemplateManager(ctx);
      return createMilestoneTemplate(ctx, parseInput(milestoneTemplateSchema, args.input));
    },
  }),
  updateMilestoneTemplate: t.field({
    type: TemplateRef,
    description: 'Changes a template; milestones already given to startups keep their own copy',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TemplateInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireTemplateManager(ctx);
      const existing = await findTemplate(ctx, String(args.id));
      return updateMilestoneTemplate(ctx, existing, parseInput(milestoneTemplateSchema, args.input));
    },
  }),
  deleteMilestoneTemplate: t.field({
    type: 'ID',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireTemplateManager(ctx);
      return deleteMilestoneTemplate(ctx, await findTemplate(ctx, String(args.id)));
    },
  }),
  applyMilestoneTemplate: t.field({
    type: StartupMilestonesRef,
    description: "Gives a startup the template's milestones, due from startDate on (STARTUP_MILESTONE:CREATE)",
    authScopes: { authenticated: true },
    args: {
      startupId: t.arg.id({ required: true }),
      templateId: t.arg.id({ required: true }),
      startDate: t.arg.string({ required: true, description: 'yyyy-MM-dd' }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const access = await milestoneFileAccess(ctx, String(args.startupId));
      if (!canCreateMilestone(viewer, access)) throw new ForbiddenError();
      return applyMilestoneTemplate(ctx, access, String(args.templateId), args.startDate);
    },
  }),
  createStartupMilestone: t.field({
    type: MilestoneRef,
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }), input: t.arg({ type: MilestoneInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const access = await milestoneFileAccess(ctx, String(args.startupId));
      if (!canCreateMilestone(viewer, access)) throw new ForbiddenError();
      return createStartupMilestone(ctx, access, parseInput(milestoneSchema, args.input));
    },
  }),
  updateStartupMilestone: t.field({
    type: MilestoneRef,
    description: 'Changes a milestone: its status, due date, name or description (STARTUP_MILESTONE:EDIT)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MilestoneInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const { row, access } = await findMilestone(ctx, String(args.id));
      if (!canEditMilestone(viewer, access)) throw new ForbiddenError();
      return updateStartupMilestone(ctx, row, parseInput(milestoneSchema, { status: row.status, ...args.input }));
    },
  }),
  deleteStartupMilestone: t.field({
    type: 'ID',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const { row, access } = await findMilestone(ctx, String(args.id));
      if (!canEditMilestone(viewer, access)) throw new ForbiddenError();
      return deleteStartupMilestone(ctx, row);
    },
  }),
}));
