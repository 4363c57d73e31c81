import {
  isAuthorized,
  isCalendarDay,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  milestoneSchema,
  milestoneTemplateSchema,
  type RoleType,
  STARTUP_MANAGER_ROLES,
} from '@cohort/shared';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { canViewStartupFile, type StartupAccess, startupAccess } from '../startups/index.ts';
import { milestoneTemplateItems, milestoneTemplates, startupMilestones } from './milestone.table.ts';

type TemplateRow = typeof milestoneTemplates.$inferSelect;
type ItemRow = typeof milestoneTemplateItems.$inferSelect;
type MilestoneRow = typeof startupMilestones.$inferSelect;
interface TemplateView extends TemplateRow {
  items: ItemRow[];
}
interface MilestoneView extends MilestoneRow {
  canEdit: boolean;
}

function managesTemplates(roleType: RoleType): boolean {
  return (STARTUP_MANAGER_ROLES as readonly RoleType[]).includes(roleType) || roleType === 'System';
}

const uuid = z.string().uuid();

/** Milestones follow the organisation's `milestones` feature flag. */
async function flagged(ctx: Ctx) {
  const scope = viewerOf(ctx);
  await requireFeatureFlag(ctx.db, scope.incubatorId, 'milestones');
  return scope;
}

async function fileAccess(ctx: Ctx, startupId: string): Promise<StartupAccess> {
  const { viewer, incubatorId } = await flagged(ctx);
  if (!uuid.safeParse(startupId).success) throw new NotFoundError('The startup');
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  return access;
}

function can(ctx: Ctx, key: 'STARTUP_MILESTONE:CREATE' | 'STARTUP_MILESTONE:EDIT', access: StartupAccess): boolean {
  const { viewer } = viewerOf(ctx);
  return viewer.roleType === 'System' || isAuthorized(viewer, key, { assignedUserIds: access.assignedUserIds });
}

async function templateViews(ctx: Ctx, rows: TemplateRow[]): Promise<TemplateView[]> {
  const { incubatorId } = viewerOf(ctx);
  if (rows.length === 0) return [];
  const items = await ctx.db
    .select()
    .from(milestoneTemplateItems)
    .where(
      and(
        eq(milestoneTemplateItems.incubatorId, incubatorId),
        inArray(
          milestoneTemplateItems.templateId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(milestoneTemplateItems.position));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.templateId === row.id) }));
}

async function findTemplate(ctx: Ctx, id: string): Promise<TemplateView> {
  const { incubatorId } = await flagged(ctx);
  if (!uuid.safeParse(id).success) throw new NotFoundError('The template');
  const rows = await ctx.db
    .select()
    .from(milestoneTemplates)
    .where(and(eq(milestoneTemplates.incubatorId, incubatorId), eq(milestoneTemplates.id, id)));
  const [view] = await templateViews(ctx, rows);
  if (!view) throw new NotFoundError('The template');
  return view;
}

async function findMilestone(ctx: Ctx, id: string): Promise<{ row: MilestoneRow; access: StartupAccess }> {
  const { incubatorId } = await flagged(ctx);
  if (!uuid.safeParse(id).success) throw new NotFoundError('The milestone');
  const [row] = await ctx.db
    .select()
    .from(startupMilestones)
    .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.id, id)));
  if (!row) throw new NotFoundError('The milestone');
  const access = await startupAccess(ctx.db, incubatorId, row.startupId);
  const { viewer } = viewerOf(ctx);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The milestone');
  return { row, access };
}

const TemplateItemRef = builder.objectRef<ItemRow>('MilestoneTemplateItem').implement({
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

const StartupMilestonesRef = builder
  .objectRef<{ results: MilestoneView[]; canCreate: boolean }>('StartupMilestones')
  .implement({
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

async function listMilestones(ctx: Ctx, access: StartupAccess) {
  const { incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select()
    .from(startupMilestones)
    .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.startupId, access.startupId)))
    .orderBy(asc(startupMilestones.position), asc(startupMilestones.createdAt));
  const canEdit = can(ctx, 'STARTUP_MILESTONE:EDIT', access);
  return {
    results: rows.map((row) => ({ ...row, canEdit })),
    canCreate: can(ctx, 'STARTUP_MILESTONE:CREATE', access),
  };
}

async function nextPosition(ctx: Ctx, startupId: string): Promise<number> {
  const { incubatorId } = viewerOf(ctx);
  const [row] = await ctx.db
    .select({ value: max(startupMilestones.position) })
    .from(startupMilestones)
    .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.startupId, startupId)));
  return (row?.value ?? -1) + 1;
}

function addDays(day: string, days: number): string {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

async function saveTemplateItems(
  ctx: Ctx,
  templateId: string,
  items: { name: string; description: string | null; dueOffsetDays: number }[],
) {
  const { incubatorId } = viewerOf(ctx);
  await ctx.db
    .delete(milestoneTemplateItems)
    .where(and(eq(milestoneTemplateItems.incubatorId, incubatorId), eq(milestoneTemplateItems.templateId, templateId)));
  await ctx.db
    .insert(milestoneTemplateItems)
    .values(items.map((item, position) => ({ incubatorId, id: newId(), templateId, position, ...item })));
}

builder.queryFields((t) => ({
  milestoneTemplates: t.field({
    type: [TemplateRef],
    description: 'The incubator plans (milestone templates) of the organisation, by name',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = await flagged(ctx);
      // Startup managers edit templates; whoever may create milestones applies them, so may list them too.
      const mayCreate = (viewer.permissions.get('STARTUP_MILESTONE:CREATE') ?? 'NONE') !== 'NONE';
      if (!managesTemplates(viewer.roleType) && !mayCreate) throw new ForbiddenError();
      const rows = await ctx.db
        .select()
        .from(milestoneTemplates)
        .where(eq(milestoneTemplates.incubatorId, incubatorId))
        .orderBy(asc(milestoneTemplates.name));
      return templateViews(ctx, rows);
    },
  }),
  startupMilestones: t.field({
    type: StartupMilestonesRef,
    description: "A startup's milestones, for everyone who opens its file",
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => listMilestones(ctx, await fileAccess(ctx, String(args.startupId))),
  }),
}));

builder.mutationFields((t) => ({
  createMilestoneTemplate: t.field({
    type: TemplateRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TemplateInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await flagged(ctx);
      if (!managesTemplates(viewer.roleType)) throw new ForbiddenError();
      const input = parseInput(milestoneTemplateSchema, args.input);
      const id = newId();
      await ctx.db.insert(milestoneTemplates).values({
        incubatorId,
        id,
        name: input.name,
        description: input.description,
        createdBy: viewer.userId,
      });
      await saveTemplateItems(ctx, id, input.items);
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'milestoneTemplate.created',
        entityType: 'milestoneTemplate',
        entityId: id,
        after: { name: input.name },
      });
      return findTemplate(ctx, id);
    },
  }),
  updateMilestoneTemplate: t.field({
    type: TemplateRef,
    description: 'Changes a template; milestones already given to startups keep their own copy',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TemplateInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!managesTemplates(viewer.roleType)) throw new ForbiddenError();
      const existing = await findTemplate(ctx, String(args.id));
      const input = parseInput(milestoneTemplateSchema, args.input);
      await ctx.db
        .update(milestoneTemplates)
        .set({ name: input.name, description: input.description, updatedAt: new Date() })
        .where(and(eq(milestoneTemplates.incubatorId, incubatorId), eq(milestoneTemplates.id, existing.id)));
      await saveTemplateItems(ctx, existing.id, input.items);
      return findTemplate(ctx, existing.id);
    },
  }),
  deleteMilestoneTemplate: t.field({
    type: 'ID',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!managesTemplates(viewer.roleType)) throw new ForbiddenError();
      const existing = await findTemplate(ctx, String(args.id));
      await ctx.db
        .delete(milestoneTemplates)
        .where(and(eq(milestoneTemplates.incubatorId, incubatorId), eq(milestoneTemplates.id, existing.id)));
      return existing.id;
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
      const { viewer, incubatorId } = viewerOf(ctx);
      const access = await fileAccess(ctx, String(args.startupId));
      if (!can(ctx, 'STARTUP_MILESTONE:CREATE', access)) throw new ForbiddenError();
      const template = await findTemplate(ctx, String(args.templateId));
      if (!isCalendarDay(args.startDate)) {
        throw new ValidationError([{ field: 'startDate', message: 'Start date must be a date (yyyy-MM-dd)' }]);
      }
      const first = await nextPosition(ctx, access.startupId);
      await ctx.db.insert(startupMilestones).values(
        template.items.map((item, index) => ({
          incubatorId,
          id: newId(),
          startupId: access.startupId,
          templateId: template.id,
          name: item.name,
          description: item.description,
          dueDate: addDays(args.startDate, item.dueOffsetDays),
          position: first + index,
          createdBy: viewer.userId,
        })),
      );
      return listMilestones(ctx, access);
    },
  }),
  createStartupMilestone: t.field({
    type: MilestoneRef,
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }), input: t.arg({ type: MilestoneInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const access = await fileAccess(ctx, String(args.startupId));
      if (!can(ctx, 'STARTUP_MILESTONE:CREATE', access)) throw new ForbiddenError();
      const input = parseInput(milestoneSchema, args.input);
      const id = newId();
      const [row] = await ctx.db
        .insert(startupMilestones)
        .values({
          incubatorId,
          id,
          startupId: access.startupId,
          ...input,
          completedAt: input.status === 'DONE' ? new Date() : null,
          position: await nextPosition(ctx, access.startupId),
          createdBy: viewer.userId,
        })
        .returning();
      return { ...(row as MilestoneRow), canEdit: can(ctx, 'STARTUP_MILESTONE:EDIT', access) };
    },
  }),
  updateStartupMilestone: t.field({
    type: MilestoneRef,
    description: 'Changes a milestone: its status, due date, name or description (STARTUP_MILESTONE:EDIT)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MilestoneInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const { row, access } = await findMilestone(ctx, String(args.id));
      if (!can(ctx, 'STARTUP_MILESTONE:EDIT', access)) throw new ForbiddenError();
      const input = parseInput(milestoneSchema, { status: row.status, ...args.input });
      const completedAt = input.status === 'DONE' ? (row.completedAt ?? new Date()) : null;
      const [updated] = await ctx.db
        .update(startupMilestones)
        .set({ ...input, completedAt, updatedAt: new Date() })
        .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.id, row.id)))
        .returning();
      return { ...(updated as MilestoneRow), canEdit: true };
    },
  }),
  deleteStartupMilestone: t.field({
    type: 'ID',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const { row, access } = await findMilestone(ctx, String(args.id));
      if (!can(ctx, 'STARTUP_MILESTONE:EDIT', access)) throw new ForbiddenError();
      await ctx.db
        .delete(startupMilestones)
        .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.id, row.id)));
      return row.id;
    },
  }),
}));
