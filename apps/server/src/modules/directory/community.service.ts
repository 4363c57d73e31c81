import {
  displayRoleLabel,
  isAuthorized,
  type RoleType,
  type UserProfileData,
  type VisibilityScope,
} from '@cohort/shared';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromJsonRow, outer } from '../../platform/db/sql.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError } from '../../platform/graphql/errors.ts';
import { industries } from '../industries/index.ts';
import { roles } from '../roles/index.ts';
import { startupAssignations, startupMembers, startups, type StartupSummary } from '../startups/index.ts';
import { tags, type TagRow, userTags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import { userIndustries } from './directory.table.ts';

export interface Named {
  id: string;
  name: string;
}

export interface ProfileView {
  id: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  avatar: string | null;
  cover: string | null;
  email: string;
  timezone: string | null;
  createdAt: Date;
  role: { id: string; type: RoleType; label: string | null };
  roleLabel: string;
  profile: UserProfileData;
  industries: Named[];
  skills: TagRow[];
  tags: TagRow[];
  startups: StartupSummary[];
  isMe: boolean;
  seesPrivate: boolean;
  seesSocial: boolean;
  seesTags: boolean;
}

/** What the viewer's role lets them see of the community (spec 01 §6 user and startup visibility). */
export async function visibilityOf(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  // The role's visibility rules come with the session (no statement).
  return {
    viewer: ctx.viewer,
    incubatorId: ctx.incubator.id,
    people: ctx.viewer.peopleVisibility as VisibilityScope,
    roleTypes: ctx.viewer.userAccessRoles as RoleType[],
    startups: ctx.viewer.startupVisibility as VisibilityScope,
  };
}
type Visibility = Awaited<ReturnType<typeof visibilityOf>>;

/** The people a viewer may find: active people their role may see, and always themselves. */
export function peopleCondition(v: Visibility): SQL | undefined {
  const base = and(eq(users.incubatorId, v.incubatorId), eq(users.status, 'active'));
  if (v.viewer.roleType === 'System' || v.people === 'ALL') return base;
  const roleTypes = v.people === 'NONE' ? [] : v.roleTypes;
  if (v.people !== 'NONE' && roleTypes.length === 0) return base;
  return and(
    base,
    or(eq(users.id, v.viewer.userId), roleTypes.length > 0 ? inArray(roles.type, roleTypes) : undefined),
  );
}

export function startupCondition(v: Visibility): SQL | undefined {
  const base = eq(startups.incubatorId, v.incubatorId);
  if (v.viewer.roleType === 'System' || v.startups === 'ALL') return base;
  return and(
    base,
    or(
      sql`exists (select 1 from ${startupMembers} m where m.incubator_id = ${v.incubatorId} and m.startup_id = ${startups.id} and m.user_id = ${v.viewer.userId})`,
      v.startups === 'NONE'
        ? undefined
        : sql`exists (select 1 from ${startupAssignations} a where a.incubator_id = ${v.incubatorId} and a.startup_id = ${startups.id} and a.user_id = ${v.viewer.userId})`,
    ),
  );
}

type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

/** Profiles of several people, from the rows of selectPeople (no statement). */
export function profileViews(v: Visibility, rows: PersonRow[]): ProfileView[] {
  const admin = isAuthorized(v.viewer, 'USER:EDIT') || v.viewer.roleType === 'System';
  return rows.map((row): ProfileView => {
    const isMe = row.id === v.viewer.userId;
    const tagRows = row.tagList.map((json) => fromJsonRow(tags, json));
    return {
      ...row,
      profile: row.profile ?? {},
      roleLabel: displayRoleLabel(
        row.role,
        row.startupList.map((startup) => startup.members),
      ),
      industries: row.industries,
      skills: tagRows.filter((tag) => tag.kind === 'skills'),
      tags: tagRows.filter((tag) => tag.kind === 'user'),
      startups: row.startupList.map(({ id, name, logo }) => ({ id, name, logo })),
      isMe,
      seesPrivate: isMe || admin,
      seesSocial: isMe || isAuthorized(v.viewer, 'USER_PROFILE/SOCIAL_MEDIA:VIEW') || v.viewer.roleType === 'System',
      seesTags: isMe || isAuthorized(v.viewer, 'TAGS:USER:VIEW') || v.viewer.roleType === 'System',
    };
  });
}

/** Whether the viewer's role lets them see this person: the rule of the profile page. */
export async function canSeePerson(ctx: Ctx, id: string): Promise<boolean> {
  if (!z.string().uuid().safeParse(id).success) return false;
  const v = await visibilityOf(ctx);
  const rows = await selectPeople(ctx, and(peopleCondition(v), eq(users.id, id)));
  return rows.length > 0;
}

/**
 * People with their role, industries, tags and skills, and startups (with their sizes, for the Founder label): one
 * statement, the related rows as JSON values of each person's row.
 */
function personFields() {
  const userId = outer(users.id);
  const incubatorId = outer(users.incubatorId);
  return {
    user: users,
    role: { id: roles.id, type: roles.type, label: roles.label },
    industries: sql<Named[]>`coalesce((select json_agg(json_build_object('id', pi.id, 'name', pi.name) order by pi.name)
        from ${userIndustries} pui join ${industries} pi on pi.incubator_id = pui.incubator_id and pi.id = pui.industry_id
       where pui.incubator_id = ${incubatorId} and pui.user_id = ${userId}), '[]'::json)`,
    tagList: sql<Record<string, unknown>[]>`coalesce((select json_agg(to_json(pt) order by pt.name)
        from ${userTags} put join ${tags} pt on pt.incubator_id = put.incubator_id and pt.id = put.tag_id
       where put.incubator_id = ${incubatorId} and put.user_id = ${userId}), '[]'::json)`,
    startupList: sql<Array<StartupSummary & { members: number }>>`coalesce((select json_agg(json_build_object(
          'id', ps.id, 'name', ps.name, 'logo', ps.logo,
          'members', (select count(*) from ${startupMembers} psm
                       where psm.incubator_id = ps.incubator_id and psm.startup_id = ps.id))
          order by ps.name)
        from ${startupMembers} pm join ${startups} ps on ps.incubator_id = pm.incubator_id and ps.id = pm.startup_id
       where pm.incubator_id = ${incubatorId} and pm.user_id = ${userId}), '[]'::json)`,
  };
}

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

function toPerson({ user, role, ...related }: { user: typeof users.$inferSelect; role: unknown } & PersonJson) {
  return { ...user, role: role as ProfileView['role'], ...related };
}

type PersonJson = Pick<
  Awaited<ReturnType<ReturnType<typeof selectPersonRows>['execute']>>[number],
  'industries' | 'tagList' | 'startupList'
>;

function selectPersonRows(ctx: Ctx) {
  return ctx.db
    .select(personFields())
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)));
}

/**
 * People with their role, industries, tags and skills, and startups (with their sizes, for the Founder label): one
 * statement, the related rows as JSON values of each person's row.
 */
export async function selectPeople(ctx: Ctx, where: SQL | undefined) {
  return (
    await selectPersonRows(ctx)
      .where(where)
      .orderBy(...byName)
  ).map(toPerson);
}

/** A page of people (one statement) and how many match (one statement, sent along: pipelined). */
export async function pageOfPeople(ctx: Ctx, where: SQL | undefined, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    selectPersonRows(ctx)
      .where(where)
      .orderBy(...byName)
      .limit(page.limit)
      .offset(page.offset),
    ctx.db
      .select({ value: count() })
      .from(users)
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(where),
  ]);
  return { people: rows.map(toPerson), total: total?.value ?? 0 };
}
