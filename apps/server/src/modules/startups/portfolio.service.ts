import type { RoleType } from '@cohort/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { escapeLike, outer } from '../../platform/db/sql.ts';
import { seesWholePortfolio } from '../../policies/index.ts';
import { type CustomFieldFilter, customFieldCondition, deleteValuesOf } from '../customfields/index.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import {
  programAdmins,
  programs,
  startupAssignations,
  startupIndustries,
  startupMembers,
  startupPrograms,
  startups,
  startupTags,
} from './startup.table.ts';

export type StartupRow = typeof startups.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;

export interface Named {
  id: string;
  name: string;
  color?: string | null;
}

export interface StartupView extends StartupRow {
  programs: Named[];
  industries: Named[];
  tags: Named[];
  memberIds: string[];
  /** The people with their role inside the startup. */
  people: { userId: string; label: string | null }[];
  assignedUserIds: string[];
}

export interface PortfolioFilter {
  search?: string | null;
  programIds?: readonly string[] | null;
  industryIds?: readonly string[] | null;
  tagIds?: readonly string[] | null;
  /** Checked with checkCustomFieldFilters first. */
  customFields?: readonly CustomFieldFilter[] | null;
  sort?: 'NAME' | 'CREATED_AT' | 'FOUNDING_YEAR' | null;
}

/** Internal roles see every startup; the startup side sees the startups it belongs to. */
export function seesAllStartups(roleType: RoleType): boolean {
  return seesWholePortfolio({ roleType });
}

function linked(table: typeof startupPrograms, incubatorId: string, ids: readonly string[]): SQL {
  return sql`exists (select 1 from ${table} where ${table.incubatorId} = ${incubatorId}
    and ${table.startupId} = ${startups.id} and ${inArray(table.targetId, [...ids])})`;
}

export function portfolioCondition(
  incubatorId: string,
  viewer: { userId: string; roleType: RoleType },
  filter: PortfolioFilter,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(startups.incubatorId, incubatorId)];
  if (!seesAllStartups(viewer.roleType)) {
    conditions.push(sql`exists (select 1 from ${startupMembers} where ${startupMembers.incubatorId} = ${incubatorId}
      and ${startupMembers.startupId} = ${startups.id} and ${startupMembers.userId} = ${viewer.userId})`);
  }
  const search = filter.search?.trim();
  if (search) conditions.push(sql`${startups.name} ilike ${`%${escapeLike(search)}%`}`);
  if (filter.programIds?.length) conditions.push(linked(startupPrograms, incubatorId, filter.programIds));
  if (filter.industryIds?.length) conditions.push(linked(startupIndustries, incubatorId, filter.industryIds));
  if (filter.tagIds?.length) conditions.push(linked(startupTags, incubatorId, filter.tagIds));
  for (const field of filter.customFields ?? []) conditions.push(customFieldCondition(incubatorId, field, startups.id));
  return and(...conditions);
}

function ordering(sort: PortfolioFilter['sort']): SQL[] {
  if (sort === 'CREATED_AT') return [desc(startups.createdAt), asc(startups.id)];
  if (sort === 'FOUNDING_YEAR') return [sql`${startups.foundingYear} desc nulls last`, asc(startups.name)];
  return [asc(sql`lower(${startups.name})`), asc(startups.id)];
}

/**
 * Startups with their programmes, industries, tags, people and assigned network, in one statement: the linked rows
 * come as JSON values of each startup's row.
 */
function selectStartupViews(db: Db) {
  const startupId = outer(startups.id);
  const incubatorId = outer(startups.incubatorId);
  const named = (
    link: typeof startupPrograms,
    target: typeof programs | typeof industries | typeof tags,
    withColor: boolean,
  ) => sql<Named[]>`coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name${withColor ? sql`, 'color', x.color` : sql``}) order by x.name)
        from ${link} l join ${target} x on x.incubator_id = l.incubator_id and x.id = l.${sql.identifier(link.targetId.name)}
       where l.incubator_id = ${incubatorId} and l.startup_id = ${startupId}), '[]'::json)`;
  return db
    .select({
      startup: startups,
      programs: named(startupPrograms, programs, false),
      industries: named(startupIndustries, industries, false),
      tags: named(startupTags, tags, true),
      people: sql<{ userId: string; label: string | null }[]>`coalesce((
        select json_agg(json_build_object('userId', m.user_id, 'label', m.label))
          from ${startupMembers} m where m.incubator_id = ${incubatorId} and m.startup_id = ${startupId}), '[]'::json)`,
      assignedUserIds: sql<string[]>`coalesce((
        select json_agg(a.user_id)
          from ${startupAssignations} a where a.incubator_id = ${incubatorId} and a.startup_id = ${startupId}), '[]'::json)`,
    })
    .from(startups);
}

type StartupViewRow = Awaited<ReturnType<ReturnType<typeof selectStartupViews>['execute']>>[number];

function toStartupView(row: StartupViewRow): StartupView {
  return {
    ...row.startup,
    programs: row.programs,
    industries: row.industries,
    tags: row.tags,
    memberIds: row.people.map((person) => person.userId),
    people: row.people,
    assignedUserIds: row.assignedUserIds,
  };
}

/** A page of the portfolio with each startup's programmes, industries, tags, people and assigned network (one statement), and the count (one). */
export async function listPortfolio(
  db: Db,
  incubatorId: string,
  viewer: { userId: string; roleType: RoleType },
  filter: PortfolioFilter,
  page: { limit: number; offset: number },
): Promise<{ results: StartupView[]; totalCount: number }> {
  const where = portfolioCondition(incubatorId, viewer, filter);
  const [rows, [total]] = await Promise.all([
    selectStartupViews(db)
      .where(where)
      .orderBy(...ordering(filter.sort))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(startups).where(where),
  ]);
  return { results: rows.map(toStartupView), totalCount: total?.value ?? 0 };
}

/** The given startups with what they link to, in one statement, in the order given. */
export async function startupViews(
  db: Db,
  incubatorId: string,
  rows: readonly Pick<StartupRow, 'id'>[],
): Promise<StartupView[]> {
  if (rows.length === 0) return [];
  const found = await selectStartupViews(db).where(
    and(
      eq(startups.incubatorId, incubatorId),
      inArray(
        startups.id,
        rows.map((row) => row.id),
      ),
    ),
  );
  const byId = new Map(found.map((row) => [row.startup.id, toStartupView(row)]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
}

/** Replaces the links of one startup to programmes, industries or tags. */
export async function replaceLinks(
  db: Db,
  incubatorId: string,
  table: typeof startupPrograms,
  startupId: string,
  targetIds: readonly string[],
): Promise<void> {
  await db.delete(table).where(and(eq(table.incubatorId, incubatorId), eq(table.startupId, startupId)));
  if (targetIds.length > 0) {
    await db.insert(table).values([...new Set(targetIds)].map((targetId) => ({ incubatorId, startupId, targetId })));
  }
}

export async function replaceMembers(
  db: Db,
  incubatorId: string,
  startupId: string,
  userIds: readonly string[],
  labels: readonly { userId: string; label: string | null }[] = [],
): Promise<void> {
  await db
    .delete(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), eq(startupMembers.startupId, startupId)));
  if (userIds.length > 0) {
    await db.insert(startupMembers).values(
      [...new Set(userIds)].map((userId) => ({
        incubatorId,
        startupId,
        userId,
        label: labels.find((entry) => entry.userId === userId)?.label ?? null,
      })),
    );
  }
}

export async function programAdminIds(db: Db, incubatorId: string, programIds: readonly string[]) {
  const result = new Map<string, string[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return result;
  const rows = await db
    .select()
    .from(programAdmins)
    .where(and(eq(programAdmins.incubatorId, incubatorId), inArray(programAdmins.programId, [...programIds])));
  for (const row of rows) result.get(row.programId)?.push(row.userId);
  return result;
}

/**
 * Deletes startups with what hangs on them without a foreign key: their custom-field answers and their files (posts'
 * attachments and documents). Answers the storage keys of the files, to remove once the transaction commits.
 */
export async function deleteStartupsWithFiles(db: Db, incubatorId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await db.delete(startups).where(and(eq(startups.incubatorId, incubatorId), inArray(startups.id, [...ids])));
  await deleteValuesOf(db, incubatorId, ids);
  // The attachments module builds on this one, so its table is named here rather than imported.
  const result = (await db.execute(sql`delete from attachments where incubator_id = ${incubatorId}
    and startup_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) returning storage_key`)) as unknown as { rows: { storage_key: string }[] };
  return result.rows.map((row) => row.storage_key);
}
