import { isCalendarDay, type MilestoneInput, type MilestoneTemplateInput } from '@cohort/shared';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canCreateMilestone,
  canEditMilestone,
  canListMilestoneTemplates,
  canViewStartupFile,
  type StartupAccess,
} from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { startupAccess } from '../startups/index.ts';
import { milestoneTemplateItems, milestoneTemplates, startupMilestones } from './milestone.table.ts';

export type TemplateRow = typeof milestoneTemplates.$inferSelect;
export type TemplateItemRow = typeof milestoneTemplateItems.$inferSelect;
export type MilestoneRow = typeof startupMilestones.$inferSelect;
export interface TemplateView extends TemplateRow {
  items: TemplateItemRow[];
}
export interface MilestoneView extends MilestoneRow {
  canEdit: boolean;
}
export interface StartupMilestonesView {
  results: MilestoneView[];
  canCreate: boolean;
}

const uuid = z.string().uuid();

/** Milestones follow the organisation's `milestones` feature flag. */
export async function requireMilestones(ctx: Ctx) {
  const scope = viewerOf(ctx);
  await requireFeatureFlag(ctx.db, scope.incubatorId, 'milestones');
  return scope;
}

/** The startup whose file the viewer opens (NotFound otherwise), behind the flag. */
export async function milestoneFileAccess(ctx: Ctx, startupId: string): Promise<StartupAccess> {
  const { viewer, incubatorId } = await requireMilestones(ctx);
  if (!uuid.safeParse(startupId).success) throw new NotFoundError('The startup');
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  return access;
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

export async function findTemplate(ctx: Ctx, id: string): Promise<TemplateView> {
  const { incubatorId } = await requireMilestones(ctx);
  if (!uuid.safeParse(id).success) throw new NotFoundError('The template');
  const rows = await ctx.db
    .select()
    .from(milestoneTemplates)
    .where(and(eq(milestoneTemplates.incubatorId, incubatorId), eq(milestoneTemplates.id, id)));
  const [view] = await templateViews(ctx, rows);
  if (!view) throw new NotFoundError('The template');
  return view;
}

/** A milestone of a startup whose file the viewer opens; NotFound otherwise. */
export async function findMilestone(ctx: Ctx, id: string): Promise<{ row: MilestoneRow; access: StartupAccess }> {
  const { incubatorId } = await requireMilestones(ctx);
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

async function milestonesOf(ctx: Ctx, access: StartupAccess): Promise<StartupMilestonesView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select()
    .from(startupMilestones)
    .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.startupId, access.startupId)))
    .orderBy(asc(startupMilestones.position), asc(startupMilestones.createdAt));
  const canEdit = canEditMilestone(viewer, access);
  return { results: rows.map((row) => ({ ...row, canEdit })), canCreate: canCreateMilestone(viewer, access) };
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

async function saveTemplateItems(ctx: Ctx, templateId: string, items: MilestoneTemplateInput['items']) {
  const { incubatorId } = viewerOf(ctx);
  await ctx.db
    .delete(milestoneTemplateItems)
    .where(and(eq(milestoneTemplateItems.incubatorId, incubatorId), eq(milestoneTemplateItems.templateId, templateId)));
  await ctx.db
    .insert(milestoneTemplateItems)
    .values(items.map((item, position) => ({ incubatorId, id: newId(), templateId, position, ...item })));
}

/** The incubator plans, by name: for startup managers, and for whoever may create milestones (they apply them). */
export async function listMilestoneTemplates(ctx: Ctx): Promise<TemplateView[]> {
  const { viewer, incubatorId } = await requireMilestones(ctx);
  if (!canListMilestoneTemplates(viewer)) throw new ForbiddenError();
  const rows = await ctx.db
    .select()
    .from(milestoneTemplates)
    .where(eq(milestoneTemplates.incubatorId, incubatorId))
    .orderBy(asc(milestoneTemplates.name));
  return templateViews(ctx, rows);
}

/** A startup's milestones, for everyone who opens its file. */
export async function startupMilestonesOf(ctx: Ctx, startupId: string): Promise<StartupMilestonesView> {
  return milestonesOf(ctx, await milestoneFileAccess(ctx, startupId));
}

/** Creates a plan (the caller checked canManageMilestoneTemplates). */
export async function createMilestoneTemplate(ctx: Ctx, input: MilestoneTemplateInput): Promise<TemplateView> {
  const { viewer, incubatorId } = viewerOf(ctx);
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
}

/** Changes a plan; milestones already given to startups keep their own copy. */
export async function updateMilestoneTemplate(
  ctx: Ctx,
  template: TemplateView,
  input: MilestoneTemplateInput,
): Promise<TemplateView> {
  const { incubatorId } = viewerOf(ctx);
  await ctx.db
    .update(milestoneTemplates)
    .set({ name: input.name, description: input.description, updatedAt: new Date() })
    .where(and(eq(milestoneTemplates.incubatorId, incubatorId), eq(milestoneTemplates.id, template.id)));
  await saveTemplateItems(ctx, template.id, input.items);
  return findTemplate(ctx, template.id);
}

export async function deleteMilestoneTemplate(ctx: Ctx, template: TemplateView): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  await ctx.db
    .delete(milestoneTemplates)
    .where(and(eq(milestoneTemplates.incubatorId, incubatorId), eq(milestoneTemplates.id, template.id)));
  return template.id;
}

/** Gives a startup the plan's milestones, due from startDate on (the caller checked canCreateMilestone). */
export async function applyMilestoneTemplate(
  ctx: Ctx,
  access: StartupAccess,
  templateId: string,
  startDate: string,
): Promise<StartupMilestonesView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const template = await findTemplate(ctx, templateId);
  if (!isCalendarDay(startDate)) {
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
      dueDate: addDays(startDate, item.dueOffsetDays),
      position: first + index,
      createdBy: viewer.userId,
    })),
  );
  return milestonesOf(ctx, access);
}

/** Adds a milestone to a startup (the caller checked canCreateMilestone). */
export async function createStartupMilestone(
  ctx: Ctx,
  access: StartupAccess,
  input: MilestoneInput,
): Promise<MilestoneView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [row] = await ctx.db
    .insert(startupMilestones)
    .values({
      incubatorId,
      id: newId(),
      startupId: access.startupId,
      ...input,
      completedAt: input.status === 'DONE' ? new Date() : null,
      position: await nextPosition(ctx, access.startupId),
      createdBy: viewer.userId,
    })
    .returning();
  return { ...(row as MilestoneRow), canEdit: canEditMilestone(viewer, access) };
}

/** Changes a milestone (the caller checked canEditMilestone); completedAt is set once, when it becomes DONE. */
export async function updateStartupMilestone(
  ctx: Ctx,
  row: MilestoneRow,
  input: MilestoneInput,
): Promise<MilestoneView> {
  const { incubatorId } = viewerOf(ctx);
  const completedAt = input.status === 'DONE' ? (row.completedAt ?? new Date()) : null;
  const [updated] = await ctx.db
    .update(startupMilestones)
    .set({ ...input, completedAt, updatedAt: new Date() })
    .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.id, row.id)))
    .returning();
  return { ...(updated as MilestoneRow), canEdit: true };
}

export async function deleteStartupMilestone(ctx: Ctx, row: MilestoneRow): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  await ctx.db
    .delete(startupMilestones)
    .where(and(eq(startupMilestones.incubatorId, incubatorId), eq(startupMilestones.id, row.id)));
  return row.id;
}
