import {
  displayRoleLabel,
  PROGRAM_MEMBERS_CHANGE_MAX,
  PROGRAM_MEMBERS_PAGE_SIZE,
  PROGRAM_MESSAGES,
  type RoleType,
} from '@cohort/shared';
import { and, asc, eq, inArray, ne, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outer } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { takesPeople } from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { type AvatarData, avatarJson, type PersonHit } from '../directory/index.ts';
import { roles } from '../roles/index.ts';
import {
  findProgram,
  findProgramWithMatches,
  joinProgramOfPeople,
  programMemberMatches,
  programMembers,
  type ProgramView,
  startupMembers,
} from '../startups/index.ts';
import { fullName, users } from '../users/index.ts';

/** A person of a programme of people, as its assignation page lists them. */
export interface ProgramMemberView {
  user: AvatarData;
  roleType: RoleType;
  /** The role's label, with the Founder rule (spec 01 §6). */
  roleLabel: string;
  addedAt: Date;
}

/** Who may take part in a programme of people: active or invited people of the organisation, never System. */
function eligiblePerson(incubatorId: string): SQL {
  return and(
    eq(users.incubatorId, incubatorId),
    inArray(users.status, ['active', 'pending']),
    ne(roles.type, 'System'),
  ) as SQL;
}

/** The sizes of a person's startups, for the Founder label: a JSON value of the row. */
function startupSizesJson(userId: SQL, incubatorId: SQL): SQL<number[]> {
  return sql<number[]>`coalesce((select json_agg((select count(*) from ${startupMembers} sz
      where sz.incubator_id = sm.incubator_id and sz.startup_id = sm.startup_id))
    from ${startupMembers} sm where sm.incubator_id = ${incubatorId} and sm.user_id = ${userId}), '[]'::json)`;
}

/** Refusals, in the order of the rest of the API: not found, then forbidden, then a programme of startups. */
function checkProgram(program: ProgramView | undefined): asserts program is ProgramView {
  if (!program) throw new NotFoundError('The programme');
  if (!program.canManageMembers) throw new ForbiddenError('You cannot manage the people of this programme');
  if (!takesPeople(program))
    throw new ValidationError([{ field: 'programId', message: PROGRAM_MESSAGES.notForPeople }]);
}

/** A programme whose people the viewer may change: found, allowed (canManageProgramMembers), of kind `user`. */
export async function programForMembers(ctx: Ctx, programId: string): Promise<ProgramView> {
  const program = await findProgram(ctx, programId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  checkProgram(program);
  return program;
}

/**
 * A page of a programme's people, by name, searched by name or e-mail: the page is one statement (the people with
 * their avatars, role and startups' sizes), and the programme with how many people match is the other (it
 * authorizes the page and counts it), sent together. Nothing of the page is returned before the check.
 */
export async function listProgramMembers(
  ctx: Ctx,
  programId: string,
  search: string | undefined,
  page: number,
): Promise<{ program: ProgramView; results: ProgramMemberView[]; totalCount: number }> {
  const { incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(programId).success) throw new NotFoundError('The programme');
  const [program, rows] = await Promise.all([
    findProgramWithMatches(ctx, programId, search),
    ctx.db
      .select({
        user: avatarJson(outer(programMembers.userId), outer(programMembers.incubatorId)),
        roleType: roles.type,
        roleLabel: roles.label,
        startupSizes: startupSizesJson(outer(programMembers.userId), outer(programMembers.incubatorId)),
        addedAt: programMembers.createdAt,
      })
      .from(programMembers)
      .innerJoin(users, and(eq(users.incubatorId, programMembers.incubatorId), eq(users.id, programMembers.userId)))
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(
        and(
          eq(programMembers.incubatorId, incubatorId),
          eq(programMembers.programId, programId),
          programMemberMatches('"users"', search),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(PROGRAM_MEMBERS_PAGE_SIZE)
      .offset(page * PROGRAM_MEMBERS_PAGE_SIZE),
  ]);
  checkProgram(program);
  return {
    program,
    totalCount: program.matchCount,
    results: rows.flatMap((row) =>
      row.user
        ? [
            {
              user: row.user,
              roleType: row.roleType,
              roleLabel: displayRoleLabel({ type: row.roleType, label: row.roleLabel }, row.startupSizes),
              addedAt: row.addedAt,
            },
          ]
        : [],
    ),
  };
}

/** People who may join the programme and are not in it yet, found by name or e-mail, among those the viewer sees. */
export async function listProgramMemberCandidates(
  ctx: Ctx,
  program: ProgramView,
  search: string | undefined,
  limit: number,
): Promise<PersonHit[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const visible = viewer.userAccessRoles as RoleType[];
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      email: users.email,
      roleType: roles.type,
      roleLabel: roles.label,
      startupSizes: startupSizesJson(outer(users.id), outer(users.incubatorId)),
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eligiblePerson(incubatorId),
        visible.length > 0 ? inArray(roles.type, visible) : undefined,
        programMemberMatches('"users"', search),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(programMembers)
            .where(
              and(
                eq(programMembers.incubatorId, incubatorId),
                eq(programMembers.programId, program.id),
                eq(programMembers.userId, outer(users.id)),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    fullName: fullName(row),
    avatar: row.avatar,
    email: row.email,
    roleLabel: displayRoleLabel({ type: row.roleType, label: row.roleLabel }, row.startupSizes),
  }));
}

const idsSchema = z
  .array(z.string().uuid(PROGRAM_MESSAGES.personNotFound))
  .max(PROGRAM_MEMBERS_CHANGE_MAX, PROGRAM_MESSAGES.tooMany);

function parseIds(requested: readonly string[]): string[] {
  const parsed = idsSchema.safeParse([...requested]);
  if (!parsed.success) {
    throw new ValidationError([{ field: 'userIds', message: parsed.error.issues[0]?.message ?? 'Invalid' }]);
  }
  return [...new Set(parsed.data)];
}

/** Every id names an active or invited person of this organisation (another organisation's people are not found). */
async function checkEligible(ctx: Ctx, incubatorId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const found = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(and(eligiblePerson(incubatorId), inArray(users.id, [...userIds])));
  if (found.length !== userIds.length) {
    throw new ValidationError([{ field: 'userIds', message: PROGRAM_MESSAGES.personNotFound }]);
  }
}

async function membersChanged(ctx: Ctx, program: ProgramView, action: string, userIds: string[]) {
  const { viewer, incubatorId } = viewerOf(ctx);
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action,
    entityType: 'program',
    entityId: program.id,
    after: { userIds },
  });
  return findProgram(ctx, program.id);
}

/** Adds people to a programme of people; those already in it stay as they are. */
export async function addProgramMembers(ctx: Ctx, program: ProgramView, requested: readonly string[]) {
  const { incubatorId } = viewerOf(ctx);
  const userIds = parseIds(requested);
  await checkEligible(ctx, incubatorId, userIds);
  await joinProgramOfPeople(ctx.db, incubatorId, program, userIds);
  return membersChanged(ctx, program, 'program.members.added', userIds);
}

/** Takes people out of a programme of people; ids of people not in it change nothing. */
export async function removeProgramMembers(ctx: Ctx, program: ProgramView, requested: readonly string[]) {
  const { incubatorId } = viewerOf(ctx);
  const userIds = parseIds(requested);
  if (userIds.length > 0) {
    await ctx.db
      .delete(programMembers)
      .where(
        and(
          eq(programMembers.incubatorId, incubatorId),
          eq(programMembers.programId, program.id),
          inArray(programMembers.userId, userIds),
        ),
      );
  }
  return membersChanged(ctx, program, 'program.members.removed', userIds);
}

/** Replaces the people of a programme of people: those left out leave it, the others join or stay. */
export async function setProgramMembers(ctx: Ctx, program: ProgramView, requested: readonly string[]) {
  const { incubatorId } = viewerOf(ctx);
  const userIds = parseIds(requested);
  await checkEligible(ctx, incubatorId, userIds);
  await ctx.db
    .delete(programMembers)
    .where(
      and(
        eq(programMembers.incubatorId, incubatorId),
        eq(programMembers.programId, program.id),
        userIds.length > 0 ? notInArray(programMembers.userId, userIds) : undefined,
      ),
    );
  await joinProgramOfPeople(ctx.db, incubatorId, program, userIds);
  return membersChanged(ctx, program, 'program.members.updated', userIds);
}
