import { PAGE_SIZE, type RoleType } from '@cohort/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { allExist } from '../../platform/db/ids.ts';
import { escapeLike } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { type AvatarData, loadAvatars } from '../directory/index.ts';
import { roles } from '../roles/index.ts';
import { type StartupSummary, startupAssignations, startups } from '../startups/index.ts';
import { users } from '../users/index.ts';

/** Who can be assigned to a startup: the coaching side and the external network. */
export const ASSIGNABLE_ROLES = ['Coach', 'AdminCoach', 'Mentor', 'Expert'] as const satisfies readonly RoleType[];
/** Who the mentors page lists. */
const MENTOR_ROLES = ['Mentor', 'Expert'] as const;

export interface AssignationView {
  startup: StartupSummary;
  users: AvatarData[];
}

export interface MentorView {
  user: AvatarData;
  roleType: string;
  headline: string | null;
  startups: StartupSummary[];
}

/** The assignations of several startups: assigned ids, then avatars (two statements). */
async function assignationsOf(ctx: Ctx, incubatorId: string, list: StartupSummary[]): Promise<AssignationView[]> {
  if (list.length === 0) return [];
  const rows = await ctx.db
    .select({ startupId: startupAssignations.startupId, userId: startupAssignations.userId })
    .from(startupAssignations)
    .where(
      and(
        eq(startupAssignations.incubatorId, incubatorId),
        inArray(
          startupAssignations.startupId,
          list.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(startupAssignations.createdAt));
  const avatars = await loadAvatars(
    ctx.db,
    incubatorId,
    rows.map((row) => row.userId),
  );
  return list.map((startup) => ({
    startup,
    users: rows.flatMap((row) => {
      const avatar = row.startupId === startup.id ? avatars.get(row.userId) : undefined;
      return avatar ? [avatar] : [];
    }),
  }));
}

const idsSchema = z.array(z.string().uuid('This person was not found')).max(50, 'At most 50 people can be assigned');

/** Startups with their assigned coaches, mentors and experts, by name, a page at a time. */
export async function listStartupAssignations(
  ctx: Ctx,
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ results: AssignationView[]; totalCount: number }> {
  const { incubatorId } = viewerOf(ctx);
  const where = and(
    eq(startups.incubatorId, incubatorId),
    search ? sql`${startups.name} ilike ${`%${escapeLike(search)}%`}` : undefined,
  );
  const [total] = await ctx.db.select({ value: count() }).from(startups).where(where);
  const list = await ctx.db
    .select({ id: startups.id, name: startups.name, logo: startups.logo })
    .from(startups)
    .where(where)
    .orderBy(asc(sql`lower(${startups.name})`), asc(startups.id))
    .limit(pageSize)
    .offset(page * pageSize);
  return { results: await assignationsOf(ctx, incubatorId, list), totalCount: total?.value ?? 0 };
}

/** Coaches, mentors and experts who can be assigned (active or invited), at most 100. */
export async function listAssignableUsers(ctx: Ctx, search: string | undefined): Promise<AvatarData[]> {
  const { incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.incubatorId, incubatorId),
        inArray(roles.type, [...ASSIGNABLE_ROLES]),
        inArray(users.status, ['active', 'pending']),
        search ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${`%${escapeLike(search)}%`}` : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(100);
  const avatars = await loadAvatars(
    ctx.db,
    incubatorId,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => avatars.get(row.id) ?? []);
}

/** Replaces the people assigned to a startup; anyone outside the assignable roles is refused on `userIds`. */
export async function setStartupAssignations(
  ctx: Ctx,
  startupId: string,
  requestedUserIds: readonly string[],
): Promise<AssignationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
  const [startup] = await ctx.db
    .select({ id: startups.id, name: startups.name, logo: startups.logo })
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startupId)));
  if (!startup) throw new NotFoundError('The startup');
  const parsed = idsSchema.safeParse([...requestedUserIds]);
  if (!parsed.success) {
    throw new ValidationError([{ field: 'userIds', message: parsed.error.issues[0]?.message ?? 'Invalid' }]);
  }
  const userIds = [...new Set(parsed.data)];
  if (userIds.length > 0) {
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(
        and(
          eq(users.incubatorId, incubatorId),
          inArray(users.id, userIds),
          inArray(roles.type, [...ASSIGNABLE_ROLES]),
          inArray(users.status, ['active', 'pending']),
        ),
      );
    if (found.length !== userIds.length) {
      throw new ValidationError([
        { field: 'userIds', message: 'Only coaches, mentors and experts of this organisation can be assigned' },
      ]);
    }
  }
  await ctx.db
    .delete(startupAssignations)
    .where(and(eq(startupAssignations.incubatorId, incubatorId), eq(startupAssignations.startupId, startupId)));
  if (userIds.length > 0) {
    await ctx.db.insert(startupAssignations).values(userIds.map((userId) => ({ incubatorId, startupId, userId })));
  }
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'startup.assignations.updated',
    entityType: 'startup',
    entityId: startupId,
    after: { userIds },
  });
  const [view] = await assignationsOf(ctx, incubatorId, [startup]);
  return view as AssignationView;
}

/** The startups a coach, mentor or expert is assigned to, by name. */
export async function assignedStartupsOf(db: Db, incubatorId: string, userId: string): Promise<StartupSummary[]> {
  return db
    .select({ id: startups.id, name: startups.name, logo: startups.logo })
    .from(startupAssignations)
    .innerJoin(
      startups,
      and(eq(startups.incubatorId, startupAssignations.incubatorId), eq(startups.id, startupAssignations.startupId)),
    )
    .where(and(eq(startupAssignations.incubatorId, incubatorId), eq(startupAssignations.userId, userId)))
    .orderBy(asc(startups.name));
}

async function mentorViews(
  ctx: Ctx,
  incubatorId: string,
  rows: { id: string; type: string; headline: string | null }[],
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const avatars = await loadAvatars(ctx.db, incubatorId, ids);
  const links = await ctx.db
    .select({ userId: startupAssignations.userId, id: startups.id, name: startups.name, logo: startups.logo })
    .from(startupAssignations)
    .innerJoin(
      startups,
      and(eq(startups.incubatorId, startupAssignations.incubatorId), eq(startups.id, startupAssignations.startupId)),
    )
    .where(and(eq(startupAssignations.incubatorId, incubatorId), inArray(startupAssignations.userId, ids)))
    .orderBy(asc(startups.name));
  return rows.flatMap((row) => {
    const user = avatars.get(row.id);
    if (!user) return [];
    return [
      {
        user,
        roleType: row.type,
        headline: row.headline,
        startups: links.filter((link) => link.userId === row.id).map(({ id, name, logo }) => ({ id, name, logo })),
      },
    ];
  });
}

/** Mentors and experts with their startups, a page of PAGE_SIZE. */
export async function listMentors(
  ctx: Ctx,
  search: string | undefined,
  page: number,
): Promise<{ results: MentorView[]; totalCount: number }> {
  const { incubatorId } = viewerOf(ctx);
  const where = and(
    eq(users.incubatorId, incubatorId),
    inArray(roles.type, [...MENTOR_ROLES]),
    inArray(users.status, ['active', 'pending']),
    search
      ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.headline}, '')) ilike ${`%${escapeLike(search)}%`}`
      : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(where);
  const rows = await ctx.db
    .select({ id: users.id, type: roles.type, headline: users.headline })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return { results: await mentorViews(ctx, incubatorId, rows), totalCount: total?.value ?? 0 };
}

/** Replaces the startups a mentor or expert (any assignable role) is assigned to. */
export async function setMentorStartups(
  ctx: Ctx,
  userId: string,
  requestedStartupIds: readonly string[],
): Promise<MentorView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(userId).success) throw new NotFoundError('The mentor');
  const [mentor] = await ctx.db
    .select({ id: users.id, type: roles.type, headline: users.headline })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(and(eq(users.incubatorId, incubatorId), eq(users.id, userId), inArray(roles.type, [...ASSIGNABLE_ROLES])));
  if (!mentor) throw new NotFoundError('The mentor');
  const parsed = z
    .array(z.string().uuid())
    .max(200)
    .safeParse([...requestedStartupIds]);
  if (!parsed.success) throw new ValidationError([{ field: 'startupIds', message: 'This startup was not found' }]);
  const startupIds = [...new Set(parsed.data)];
  if (!(await allExist(ctx.db, startups, incubatorId, startupIds))) {
    throw new ValidationError([{ field: 'startupIds', message: 'This startup was not found' }]);
  }
  await ctx.db
    .delete(startupAssignations)
    .where(and(eq(startupAssignations.incubatorId, incubatorId), eq(startupAssignations.userId, userId)));
  if (startupIds.length > 0) {
    await ctx.db
      .insert(startupAssignations)
      .values(startupIds.map((startupId) => ({ incubatorId, startupId, userId })));
  }
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'mentor.startups.updated',
    entityType: 'user',
    entityId: userId,
    after: { startupIds },
  });
  const [view] = await mentorViews(ctx, incubatorId, [mentor]);
  return view as MentorView;
}
