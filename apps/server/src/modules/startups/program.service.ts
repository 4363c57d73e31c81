import { PROGRAM_MESSAGES, type ProgramInput, type ProgramKind } from '@cohort/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { escapeLike, outer } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canChangeProgramKind, canEditProgram, canManageProgramMembers } from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { users } from '../users/index.ts';
import type { Named, ProgramRow } from './portfolio.service.ts';
import { programAdmins, programMembers, programs, startupPrograms } from './startup.table.ts';

/**
 * A programme with its admins, its number of startups and of people, and what the viewer may do: edit it
 * (canEditProgram) and list or change its people (canManageProgramMembers).
 */
export type ProgramView = ProgramRow & {
  adminIds: string[];
  startupCount: number;
  memberCount: number;
  canEdit: boolean;
  canManageMembers: boolean;
};

/** The columns of a programme's row with its admins and counts, the related rows as values of each row. */
function programFields() {
  const programId = outer(programs.id);
  const incubatorId = outer(programs.incubatorId);
  return {
    program: programs,
    adminIds: sql<string[]>`coalesce((select json_agg(pa.user_id order by pa.user_id) from ${programAdmins} pa
        where pa.incubator_id = ${incubatorId} and pa.program_id = ${programId}), '[]'::json)`,
    startupCount: sql<number>`(select count(*) from ${startupPrograms} sp
        where sp.incubator_id = ${incubatorId} and sp.program_id = ${programId})::int`,
    memberCount: sql<number>`(select count(*) from ${programMembers} pm
        where pm.incubator_id = ${incubatorId} and pm.program_id = ${programId})::int`,
  };
}

/** The programmes with their admins and counts: one statement. */
function selectProgramRows(db: Db) {
  return db.select(programFields()).from(programs);
}

type ProgramSelectRow = Awaited<ReturnType<ReturnType<typeof selectProgramRows>['execute']>>[number];

function programView(ctx: Ctx, row: ProgramSelectRow): ProgramView {
  const { viewer } = viewerOf(ctx);
  const adminIds = row.adminIds ?? [];
  return {
    ...row.program,
    adminIds,
    startupCount: Number(row.startupCount ?? 0),
    memberCount: Number(row.memberCount ?? 0),
    canEdit: canEditProgram(viewer, { adminIds }),
    canManageMembers: canManageProgramMembers(viewer, { adminIds }),
  };
}

/**
 * Whether a person matches a search of a programme's people: their name or e-mail contains it. `person` names the
 * users row (a table or an alias) of the statement.
 */
export function programMemberMatches(person: string, search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  const row = sql.raw(person);
  return sql`((${row}.first_name || ' ' || ${row}.last_name) ilike ${like} or ${row}.email ilike ${like})`;
}

/**
 * A programme with how many of its people match a search (all of them without one): the one statement that both
 * authorizes a page of its people and counts it (docs/decisions.md, issue 14 point 9).
 */
export async function findProgramWithMatches(
  ctx: Ctx,
  id: string,
  search: string | null | undefined,
): Promise<(ProgramView & { matchCount: number }) | undefined> {
  const { incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) return undefined;
  const [row] = await ctx.db
    .select({
      ...programFields(),
      matchCount: sql<number>`(select count(*) from ${programMembers} mm
          join ${users} mu on mu.incubator_id = mm.incubator_id and mu.id = mm.user_id
         where mm.incubator_id = ${outer(programs.incubatorId)} and mm.program_id = ${outer(programs.id)}
           and ${programMemberMatches('mu', search) ?? sql`true`})::int`,
    })
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, id)));
  return row ? { ...programView(ctx, row), matchCount: Number(row.matchCount ?? 0) } : undefined;
}

async function programViewsWhere(ctx: Ctx, where: SQL | undefined): Promise<ProgramView[]> {
  const rows = await selectProgramRows(ctx.db).where(where).orderBy(asc(programs.name), asc(programs.id));
  return rows.map((row) => programView(ctx, row));
}

export async function findProgram(ctx: Ctx, id: string): Promise<ProgramView> {
  const { incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The programme');
  const [view] = await programViewsWhere(ctx, and(eq(programs.incubatorId, incubatorId), eq(programs.id, id)));
  if (!view) throw new NotFoundError('The programme');
  return view;
}

/** The organisation's programmes, by name, in one statement; all of them, or those of one kind. */
export async function listPrograms(ctx: Ctx, kind?: ProgramKind | null): Promise<ProgramView[]> {
  const { incubatorId } = viewerOf(ctx);
  return programViewsWhere(ctx, and(eq(programs.incubatorId, incubatorId), kind ? eq(programs.kind, kind) : undefined));
}

/** Creates a programme of startups (the default) or of people; its creator becomes its admin. */
export async function createProgram(ctx: Ctx, input: ProgramInput): Promise<ProgramView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const id = newId();
  const { kind, ...fields } = input;
  await ctx.db
    .insert(programs)
    .values({ incubatorId, id, ...fields, kind: kind ?? 'startup', createdBy: viewer.userId });
  await ctx.db.insert(programAdmins).values({ incubatorId, programId: id, userId: viewer.userId });
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'program.created',
    entityType: 'program',
    entityId: id,
    after: { name: input.name, kind: kind ?? 'startup' },
  });
  return findProgram(ctx, id);
}

/**
 * Changes a programme (the caller checked canEdit). Its kind changes only while nobody takes part in it
 * (canChangeProgramKind); a kind left out keeps the programme's.
 */
export async function updateProgram(ctx: Ctx, program: ProgramView, input: ProgramInput): Promise<ProgramView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { kind: requestedKind, ...fields } = input;
  const kind = requestedKind ?? program.kind;
  if (kind !== program.kind && !canChangeProgramKind(program)) {
    throw new ValidationError([{ field: 'kind', message: PROGRAM_MESSAGES.kindLocked }]);
  }
  await ctx.db
    .update(programs)
    .set({ ...fields, kind })
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, program.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'program.updated',
    entityType: 'program',
    entityId: program.id,
    before: { name: program.name, kind: program.kind },
    after: { name: input.name, kind },
  });
  return findProgram(ctx, program.id);
}

/** Deletes a programme (the caller checked canEdit); its startups stay in the portfolio, its people in the organisation. */
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

/**
 * Refuses programmes of people where startups are linked (the startup form, the import, the batches): ids of
 * programmes of kind `user` among `programIds` fail on `field` with PROGRAM_MESSAGES.notForStartups.
 */
export async function refuseProgramsOfPeople(
  db: Db,
  incubatorId: string,
  field: string,
  programIds: readonly string[],
): Promise<void> {
  if (programIds.length === 0) return;
  const found = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), inArray(programs.id, [...programIds]), eq(programs.kind, 'user')))
    .limit(1);
  if (found.length > 0) throw new ValidationError([{ field, message: PROGRAM_MESSAGES.notForStartups }]);
}

/** The programmes of people a user takes part in, by name, as a JSON value of a row (for lists of people). */
export function userProgramsJson(userId: SQL, incubatorId: SQL): SQL<Named[]> {
  return sql<Named[]>`coalesce((select json_agg(json_build_object('id', up.id, 'name', up.name) order by up.name, up.id)
      from ${programMembers} upm join ${programs} up on up.incubator_id = upm.incubator_id and up.id = upm.program_id
     where upm.incubator_id = ${incubatorId} and upm.user_id = ${userId}), '[]'::json)`;
}

/** The programmes of people one user takes part in, by name (one statement). */
export async function programsOfUser(db: Db, incubatorId: string, userId: string): Promise<Named[]> {
  return db
    .select({ id: programs.id, name: programs.name })
    .from(programMembers)
    .innerJoin(
      programs,
      and(eq(programs.incubatorId, programMembers.incubatorId), eq(programs.id, programMembers.programId)),
    )
    .where(and(eq(programMembers.incubatorId, incubatorId), eq(programMembers.userId, userId)))
    .orderBy(asc(programs.name), asc(programs.id));
}

/**
 * Adds people to a programme of people (kind `user`), keeping those already in it; returns how many joined. The one
 * writer of `program_members` for staff and for funnels whose programme is of people: it checks the kind
 * (PROGRAM_MESSAGES.notForPeople on `programId`), and the caller checked that the people are of the organisation.
 */
export async function joinProgramOfPeople(
  db: Db,
  incubatorId: string,
  program: { id: string; kind: ProgramKind },
  userIds: readonly string[],
): Promise<number> {
  if (program.kind !== 'user')
    throw new ValidationError([{ field: 'programId', message: PROGRAM_MESSAGES.notForPeople }]);
  if (userIds.length === 0) return 0;
  const inserted = await db
    .insert(programMembers)
    .values([...new Set(userIds)].map((userId) => ({ incubatorId, programId: program.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: programMembers.userId });
  return inserted.length;
}
