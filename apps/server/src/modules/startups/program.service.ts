import type { ProgramInput } from '@cohort/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { canEditProgram } from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { type ProgramRow, programAdminIds, programStartupCounts } from './portfolio.service.ts';
import { programAdmins, programs, startupPrograms } from './startup.table.ts';

/** A programme with its admins, its number of startups and whether the viewer may edit it (canEditProgram). */
export type ProgramView = ProgramRow & { adminIds: string[]; startupCount: number; canEdit: boolean };

export async function programViews(ctx: Ctx, rows: ProgramRow[]): Promise<ProgramView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const ids = rows.map((row) => row.id);
  const admins = await programAdminIds(ctx.db, incubatorId, ids);
  const counts = await programStartupCounts(ctx.db, incubatorId, ids);
  return rows.map((row) => {
    const adminIds = admins.get(row.id) ?? [];
    return {
      ...row,
      adminIds,
      startupCount: counts.get(row.id) ?? 0,
      canEdit: canEditProgram(viewer, { adminIds }),
    };
  });
}

export async function findProgram(ctx: Ctx, id: string): Promise<ProgramView> {
  const { incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The programme');
  const rows = await ctx.db
    .select()
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, id)));
  const [view] = await programViews(ctx, rows);
  if (!view) throw new NotFoundError('The programme');
  return view;
}

/** The organisation's programmes, by name. */
export async function listPrograms(ctx: Ctx): Promise<ProgramView[]> {
  const { incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select()
    .from(programs)
    .where(eq(programs.incubatorId, incubatorId))
    .orderBy(asc(programs.name));
  return programViews(ctx, rows);
}

/** Creates a programme; its creator becomes its admin. */
export async function createProgram(ctx: Ctx, input: ProgramInput): Promise<ProgramView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const id = newId();
  await ctx.db.insert(programs).values({ incubatorId, id, ...input, createdBy: viewer.userId });
  await ctx.db.insert(programAdmins).values({ incubatorId, programId: id, userId: viewer.userId });
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'program.created',
    entityType: 'program',
    entityId: id,
    after: { name: input.name },
  });
  return findProgram(ctx, id);
}

/** Changes a programme (the caller checked canEdit). */
export async function updateProgram(ctx: Ctx, program: ProgramView, input: ProgramInput): Promise<ProgramView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  await ctx.db
    .update(programs)
    .set(input)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, program.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'program.updated',
    entityType: 'program',
    entityId: program.id,
    before: { name: program.name },
    after: { name: input.name },
  });
  return findProgram(ctx, program.id);
}

/** Deletes a programme (the caller checked canEdit); its startups stay in the portfolio. */
export async function deleteProgram(ctx: Ctx, program: ProgramView): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  await ctx.db
    .delete(startupPrograms)
    .where(and(eq(startupPrograms.incubatorId, incubatorId), eq(startupPrograms.targetId, program.id)));
  await ctx.db.delete(programs).where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, program.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'program.deleted',
    entityType: 'program',
    entityId: program.id,
    before: { name: program.name },
  });
  return program.id;
}
