import { displayRoleLabel, PROFILE_PAGE_SIZE, type RoleType, type UserProfileData } from '@cohort/shared';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { allExist } from '../../platform/db/ids.ts';
import { escapeLike, fromJsonRow, outer } from '../../platform/db/sql.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canSeeStartupTags, directoryStartupReach, peopleReach, profileViewerCan } from '../../policies/index.ts';
import { industries } from '../industries/index.ts';
import { roles } from '../roles/index.ts';
import {
  startupAssignations,
  startupIndustries,
  startupMembers,
  startups,
  startupTags,
  type StartupSummary,
  userProgramsJson,
} from '../startups/index.ts';
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
  /** The programmes of people the person takes part in (a mentor track, a fellowship). */
  programs: Named[];
  isMe: boolean;
  seesPrivate: boolean;
  seesSocial: boolean;
  seesTags: boolean;
}

/** What the viewer's role lets them see of the community (spec 01 §6 user and startup visibility). */
async function visibilityOf(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  // The role's visibility rules come with the session (no statement).
  return {
    viewer: ctx.viewer,
    incubatorId: ctx.incubator.id,
  };
}
type Visibility = Awaited<ReturnType<typeof visibilityOf>>;

/** The people a viewer may find: active people their role may see, and always themselves. */
function peopleCondition(v: Visibility): SQL | undefined {
  const base = and(eq(users.incubatorId, v.incubatorId), eq(users.status, 'active'));
  const reach = peopleReach(v.viewer);
  if (reach.all) return base;
  const roleTypes = reach.roleTypes as RoleType[];
  return and(
    base,
    or(eq(users.id, v.viewer.userId), roleTypes.length > 0 ? inArray(roles.type, roleTypes) : undefined),
  );
}

function startupCondition(v: Visibility): SQL | undefined {
  const base = eq(startups.incubatorId, v.incubatorId);
  const reach = directoryStartupReach(v.viewer);
  if (reach === 'ALL') return base;
  return and(
    base,
    or(
      sql`exists (select 1 from ${startupMembers} m where m.incubator_id = ${v.incubatorId} and m.startup_id = ${startups.id} and m.user_id = ${v.viewer.userId})`,
      reach === 'OWN'
        ? undefined
        : sql`exists (select 1 from ${startupAssignations} a where a.incubator_id = ${v.incubatorId} and a.startup_id = ${startups.id} and a.user_id = ${v.viewer.userId})`,
    ),
  );
}

type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

/** Profiles of several people, from the rows of selectPeople (no statement). */
function profileViews(v: Visibility, rows: PersonRow[]): ProfileView[] {
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
      programs: row.programList,
      isMe,
      ...profileViewerCan(v.viewer, row.id),
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
    programList: userProgramsJson(userId, incubatorId),
  };
}

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

function toPerson({ user, role, ...related }: { user: typeof users.$inferSelect; role: unknown } & PersonJson) {
  return { ...user, role: role as ProfileView['role'], ...related };
}

type PersonJson = Pick<
  Awaited<ReturnType<ReturnType<typeof selectPersonRows>['execute']>>[number],
  'industries' | 'tagList' | 'startupList' | 'programList'
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
async function selectPeople(ctx: Ctx, where: SQL | undefined) {
  return (
    await selectPersonRows(ctx)
      .where(where)
      .orderBy(...byName)
  ).map(toPerson);
}

/** A page of people (one statement) and how many match (one statement, sent along: pipelined). */
async function pageOfPeople(ctx: Ctx, where: SQL | undefined, page: { limit: number; offset: number }) {
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

export interface StartupCard extends StartupSummary {
  description: string | null;
  industries: Named[];
  tags: Named[];
}

export interface CommunityQuery {
  kind: 'PEOPLE' | 'STARTUPS';
  search: string | null | undefined;
  roleTypes: RoleType[] | null | undefined;
  tagIds: string[];
  industryIds: string[];
  skillIds: string[];
  page: number;
}

/** A page of the community directory: people or startups the viewer's role may see, by name, 24 a page. */
export async function communitySearch(
  ctx: Ctx,
  { kind, search, roleTypes, tagIds, industryIds, skillIds, page }: CommunityQuery,
): Promise<{ people: ProfileView[]; startups: StartupCard[]; totalCount: number; page: number }> {
  const v = await visibilityOf(ctx);
  const limit = { limit: PROFILE_PAGE_SIZE, offset: page * PROFILE_PAGE_SIZE };
  if (kind === 'PEOPLE') {
    const tagged = (list: string[]) =>
      sql`exists (select 1 from ${userTags} ut where ut.incubator_id = ${v.incubatorId} and ut.user_id = ${users.id} and ${inArray(sql`ut.tag_id`, list)})`;
    const where = and(
      peopleCondition(v),
      search
        ? sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.headline}, '')) ilike ${`%${escapeLike(search)}%`}`
        : undefined,
      roleTypes?.length ? inArray(roles.type, roleTypes) : undefined,
      tagIds.length ? tagged(tagIds) : undefined,
      skillIds.length ? tagged(skillIds) : undefined,
      industryIds.length
        ? sql`exists (select 1 from ${userIndustries} ui where ui.incubator_id = ${v.incubatorId} and ui.user_id = ${users.id} and ${inArray(sql`ui.industry_id`, industryIds)})`
        : undefined,
    );
    const found = await pageOfPeople(ctx, where, limit);
    return { people: profileViews(v, found.people), startups: [], totalCount: found.total, page };
  }
  const linked = (table: typeof startupTags, list: string[]) =>
    sql`exists (select 1 from ${table} l where l.incubator_id = ${v.incubatorId} and l.startup_id = ${startups.id} and ${inArray(sql`l.tag_id`, list)})`;
  const where = and(
    startupCondition(v),
    search ? sql`${startups.name} ilike ${`%${escapeLike(search)}%`}` : undefined,
    tagIds.length ? linked(startupTags, tagIds) : undefined,
    industryIds.length
      ? sql`exists (select 1 from ${startupIndustries} l where l.incubator_id = ${v.incubatorId} and l.startup_id = ${startups.id} and ${inArray(sql`l.industry_id`, industryIds)})`
      : undefined,
  );
  const [total] = await ctx.db.select({ value: count() }).from(startups).where(where);
  const rows = await ctx.db
    .select({ id: startups.id, name: startups.name, logo: startups.logo, description: startups.description })
    .from(startups)
    .where(where)
    .orderBy(asc(sql`lower(${startups.name})`), asc(startups.id))
    .limit(limit.limit)
    .offset(limit.offset);
  const startupIds = rows.map((row) => row.id);
  const industryRows = startupIds.length
    ? await ctx.db
        .select({ startupId: startupIndustries.startupId, id: industries.id, name: industries.name })
        .from(startupIndustries)
        .innerJoin(
          industries,
          and(eq(industries.incubatorId, startupIndustries.incubatorId), eq(industries.id, startupIndustries.targetId)),
        )
        .where(and(eq(startupIndustries.incubatorId, v.incubatorId), inArray(startupIndustries.startupId, startupIds)))
    : [];
  const seesStartupTags = canSeeStartupTags(v.viewer);
  const tagRows = startupIds.length
    ? await ctx.db
        .select({ startupId: startupTags.startupId, id: tags.id, name: tags.name })
        .from(startupTags)
        .innerJoin(tags, and(eq(tags.incubatorId, startupTags.incubatorId), eq(tags.id, startupTags.targetId)))
        .where(and(eq(startupTags.incubatorId, v.incubatorId), inArray(startupTags.startupId, startupIds)))
    : [];
  return {
    people: [],
    startups: rows.map((row) => ({
      ...row,
      industries: industryRows.filter((i) => i.startupId === row.id).map(({ id, name }) => ({ id, name })),
      tags: seesStartupTags ? tagRows.filter((i) => i.startupId === row.id).map(({ id, name }) => ({ id, name })) : [],
    })),
    totalCount: total?.value ?? 0,
    page,
  };
}

/** A person's profile; people the viewer's role may not see are not found. */
export async function findProfile(ctx: Ctx, id: string): Promise<ProfileView> {
  const v = await visibilityOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The person');
  const rows = await selectPeople(ctx, and(peopleCondition(v), eq(users.id, id)));
  const [view] = profileViews(v, rows);
  if (!view) throw new NotFoundError('The person');
  return view;
}

export interface MyProfileChanges {
  names: { firstName: string; lastName: string; headline: string | null };
  profile: UserProfileData;
  industryIds: string[];
  skillIds: string[];
}

/** Changes the signed-in person's own profile: names, profile fields, industries and skills (not their user tags). */
export async function updateMyProfile(
  ctx: Ctx,
  { names, profile, industryIds, skillIds }: MyProfileChanges,
): Promise<ProfileView> {
  const v = await visibilityOf(ctx);
  if (!(await allExist(ctx.db, industries, v.incubatorId, industryIds))) {
    throw new ValidationError([{ field: 'industryIds', message: 'This item was not found' }]);
  }
  if (!(await allExist(ctx.db, tags, v.incubatorId, skillIds, eq(tags.kind, 'skills')))) {
    throw new ValidationError([{ field: 'skillIds', message: 'This item was not found' }]);
  }
  const me = v.viewer.userId;
  await ctx.db
    .update(users)
    .set({ ...names, profile, updatedAt: new Date() })
    .where(and(eq(users.incubatorId, v.incubatorId), eq(users.id, me)));
  await ctx.db
    .delete(userIndustries)
    .where(and(eq(userIndustries.incubatorId, v.incubatorId), eq(userIndustries.userId, me)));
  if (industryIds.length) {
    await ctx.db
      .insert(userIndustries)
      .values(industryIds.map((industryId) => ({ incubatorId: v.incubatorId, userId: me, industryId })));
  }
  // Skills are the person's own; their user tags (set by administrators) stay as they are.
  await ctx.db.execute(sql`delete from ${userTags} where incubator_id = ${v.incubatorId} and user_id = ${me}
    and tag_id in (select id from ${tags} where incubator_id = ${v.incubatorId} and kind = 'skills')`);
  if (skillIds.length) {
    await ctx.db.insert(userTags).values(skillIds.map((tagId) => ({ incubatorId: v.incubatorId, userId: me, tagId })));
  }
  const rows = await selectPeople(
    ctx,
    and(eq(users.incubatorId, v.incubatorId), eq(users.id, me), ne(users.status, 'deleted')),
  );
  const [view] = profileViews(v, rows);
  if (!view) throw new NotFoundError('The person');
  return view;
}
