import { PAGE_SIZE, type RoleType, searchFilterSchema } from '@cohort/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { escapeLike } from '../../platform/db/sql.ts';
import { allExist } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  NotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { type AvatarData, loadAvatars, UserAvatarRef } from '../directory/index.ts';
import { roles } from '../roles/index.ts';
import { StartupRefType, type StartupSummary, startupAssignations, startups } from '../startups/index.ts';
import { CurrentUserRef, users } from '../users/index.ts';

/** Who can be assigned to a startup: the coaching side and the external network. */
export const ASSIGNABLE_ROLES = ['Coach', 'AdminCoach', 'Mentor', 'Expert'] as const satisfies readonly RoleType[];

interface AssignationView {
  startup: StartupSummary;
  users: AvatarData[];
}

const AssignationRef = builder.objectRef<AssignationView>('StartupAssignation').implement({
  description: 'A startup and the coaches, mentors and experts assigned to it',
  fields: (t) => ({
    startup: t.field({ type: StartupRefType, resolve: (a) => a.startup }),
    users: t.field({ type: [UserAvatarRef], resolve: (a) => a.users }),
  }),
});

const AssignationPageRef = builder
  .objectRef<{ results: AssignationView[]; totalCount: number }>('StartupAssignationPage')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [AssignationRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });

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

builder.queryFields((t) => ({
  startupAssignations: t.field({
    type: AssignationPageRef,
    description: 'Startups with their assigned coaches, mentors and experts, by name, 25 a page',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: {
      search: t.arg.string(),
      page: t.arg.int({ defaultValue: 0 }),
      pageSize: t.arg.int({ defaultValue: PAGE_SIZE }),
    },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const pageSize = Math.min(100, Math.max(1, args.pageSize ?? PAGE_SIZE));
      const page = Math.max(0, args.page ?? 0);
      const { search } = parseInput(searchFilterSchema, args);
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
    },
  }),
  assignableUsers: t.field({
    type: [UserAvatarRef],
    description: 'Coaches, mentors and experts who can be assigned to startups (active or invited)',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { search: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const { search } = parseInput(searchFilterSchema, args);
      const rows = await ctx.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
        .where(
          and(
            eq(users.incubatorId, incubatorId),
            inArray(roles.type, [...ASSIGNABLE_ROLES]),
            inArray(users.status, ['active', 'pending']),
            search
              ? sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${`%${escapeLike(search)}%`}`
              : undefined,
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
    },
  }),
}));

builder.mutationField('setStartupAssignations', (t) =>
  t.field({
    type: AssignationRef,
    description: 'Replaces the coaches, mentors and experts assigned to a startup',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { startupId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const startupId = String(args.startupId);
      if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
      const [startup] = await ctx.db
        .select({ id: startups.id, name: startups.name, logo: startups.logo })
        .from(startups)
        .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startupId)));
      if (!startup) throw new NotFoundError('The startup');
      const parsed = idsSchema.safeParse(args.userIds.map(String));
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
    },
  }),
);

builder.objectField(CurrentUserRef, 'assignedStartups', (t) =>
  t.field({
    type: [StartupRefType],
    description: 'The startups the signed-in coach, mentor or expert is assigned to',
    resolve: async (user, _args, ctx) => {
      if (!ctx.incubator) throw new AuthenticationRequiredError();
      return ctx.db
        .select({ id: startups.id, name: startups.name, logo: startups.logo })
        .from(startupAssignations)
        .innerJoin(
          startups,
          and(
            eq(startups.incubatorId, startupAssignations.incubatorId),
            eq(startups.id, startupAssignations.startupId),
          ),
        )
        .where(and(eq(startupAssignations.incubatorId, ctx.incubator.id), eq(startupAssignations.userId, user.id)))
        .orderBy(asc(startups.name));
    },
  }),
);

interface MentorView {
  user: AvatarData;
  roleType: string;
  headline: string | null;
  startups: StartupSummary[];
}

const MentorRef = builder.objectRef<MentorView>('Mentor').implement({
  description: 'A mentor or expert with the startups they are assigned to',
  fields: (t) => ({
    user: t.field({ type: UserAvatarRef, resolve: (m) => m.user }),
    roleType: t.exposeString('roleType'),
    headline: t.exposeString('headline', { nullable: true }),
    startups: t.field({ type: [StartupRefType], resolve: (m) => m.startups }),
  }),
});

const MentorPageRef = builder.objectRef<{ results: MentorView[]; totalCount: number }>('MentorPage').implement({
  fields: (t) => ({
    results: t.field({ type: [MentorRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const MENTOR_ROLES = ['Mentor', 'Expert'] as const;

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

builder.queryField('mentors', (t) =>
  t.field({
    type: MentorPageRef,
    description: 'Mentors management (/startups/mentors): mentors and experts with their startups, 25 a page',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 0 }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const { search } = parseInput(searchFilterSchema, args);
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
        .offset(Math.max(0, args.page ?? 0) * PAGE_SIZE);
      return { results: await mentorViews(ctx, incubatorId, rows), totalCount: total?.value ?? 0 };
    },
  }),
);

builder.mutationField('setMentorStartups', (t) =>
  t.field({
    type: MentorRef,
    description: 'Replaces the startups a mentor or expert is assigned to',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { userId: t.arg.id({ required: true }), startupIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const userId = String(args.userId);
      if (!z.string().uuid().safeParse(userId).success) throw new NotFoundError('The mentor');
      const [mentor] = await ctx.db
        .select({ id: users.id, type: roles.type, headline: users.headline })
        .from(users)
        .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
        .where(
          and(eq(users.incubatorId, incubatorId), eq(users.id, userId), inArray(roles.type, [...ASSIGNABLE_ROLES])),
        );
      if (!mentor) throw new NotFoundError('The mentor');
      const parsed = z.array(z.string().uuid()).max(200).safeParse(args.startupIds.map(String));
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
    },
  }),
);
