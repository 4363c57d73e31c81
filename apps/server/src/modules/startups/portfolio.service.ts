import type { RoleType } from '@cohort/shared';
import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  BuiltPerShape,
  bindList,
  pageOffset,
  type PlaceholderValues,
  placeholderList,
} from '../../platform/db/prepared.ts';
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

/** A value of a portfolio condition, or its placeholder in a statement built once. */
type Value = string | Placeholder;

function linked(table: typeof startupPrograms, incubatorId: Value, ids: readonly Value[]): SQL {
  return sql`exists (select 1 from ${table} where ${table.incubatorId} = ${incubatorId}
    and ${table.startupId} = ${startups.id} and ${inArray(table.targetId, [...ids])})`;
}

/** What a portfolio condition compares with: values, or the placeholders of a statement built once. */
interface PortfolioParams {
  incubatorId: Value;
  /** The viewer, when they see only the startups they belong to. */
  memberId: Value | null;
  /** The `ilike` pattern of the search, if any. */
  search: Value | null;
  programIds: readonly Value[];
  industryIds: readonly Value[];
  tagIds: readonly Value[];
}

function conditionOf(params: PortfolioParams): SQL[] {
  const { incubatorId } = params;
  const conditions: SQL[] = [eq(startups.incubatorId, incubatorId)];
  if (params.memberId !== null) {
    conditions.push(sql`exists (select 1 from ${startupMembers} where ${startupMembers.incubatorId} = ${incubatorId}
      and ${startupMembers.startupId} = ${startups.id} and ${startupMembers.userId} = ${params.memberId})`);
  }
  if (params.search !== null) conditions.push(sql`${startups.name} ilike ${params.search}`);
  if (params.programIds.length) conditions.push(linked(startupPrograms, incubatorId, params.programIds));
  if (params.industryIds.length) conditions.push(linked(startupIndustries, incubatorId, params.industryIds));
  if (params.tagIds.length) conditions.push(linked(startupTags, incubatorId, params.tagIds));
  return conditions;
}

function searchPattern(filter: PortfolioFilter): string | null {
  const search = filter.search?.trim();
  return search ? `%${escapeLike(search)}%` : null;
}

export function portfolioCondition(
  incubatorId: string,
  viewer: { userId: string; roleType: RoleType },
  filter: PortfolioFilter,
): SQL | undefined {
  const conditions = conditionOf({
    incubatorId,
    memberId: seesAllStartups(viewer.roleType) ? null : viewer.userId,
    search: searchPattern(filter),
    programIds: filter.programIds ?? [],
    industryIds: filter.industryIds ?? [],
    tagIds: filter.tagIds ?? [],
  });
  for (const field of filter.customFields ?? []) conditions.push(customFieldCondition(incubatorId, field, startups.id));
  return and(...conditions);
}

/** What decides the text of the portfolio's statements (custom-field filters aside: see `listPortfolio`). */
type PortfolioShape = {
  member: boolean;
  search: boolean;
  programs: number;
  industries: number;
  tags: number;
  sort: NonNullable<PortfolioFilter['sort']> | null;
  /** Past the first page (an OFFSET). */
  paged: boolean;
};

function portfolioShape(
  viewer: { roleType: RoleType },
  filter: PortfolioFilter,
  page: { offset: number },
): PortfolioShape {
  return {
    member: !seesAllStartups(viewer.roleType),
    search: searchPattern(filter) !== null,
    programs: filter.programIds?.length ?? 0,
    industries: filter.industryIds?.length ?? 0,
    tags: filter.tagIds?.length ?? 0,
    sort: filter.sort ?? null,
    paged: page.offset > 0,
  };
}

function portfolioValues(
  incubatorId: string,
  viewer: { userId: string },
  filter: PortfolioFilter,
  page: { limit: number; offset: number },
): PlaceholderValues {
  const values: PlaceholderValues = {
    incubatorId,
    userId: viewer.userId,
    search: searchPattern(filter),
    limit: page.limit,
    offset: page.offset,
  };
  bindList(values, 'program', filter.programIds);
  bindList(values, 'industry', filter.industryIds);
  bindList(values, 'tag', filter.tagIds);
  return values;
}

/** The portfolio condition of a shape, with placeholders for `portfolioValues`. */
function shapeCondition(shape: PortfolioShape): SQL | undefined {
  const p = sql.placeholder;
  return and(
    ...conditionOf({
      incubatorId: p('incubatorId'),
      memberId: shape.member ? p('userId') : null,
      search: shape.search ? p('search') : null,
      programIds: placeholderList('program', shape.programs),
      industryIds: placeholderList('industry', shape.industries),
      tagIds: placeholderList('tag', shape.tags),
    }),
  );
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

/** The page of `listPortfolio`, built once per shape. */
const pageStatement = new BuiltPerShape((db, shape: PortfolioShape) =>
  selectStartupViews(db)
    .where(shapeCondition(shape))
    .orderBy(...ordering(shape.sort))
    .limit(sql.placeholder('limit'))
    .offset(pageOffset(shape.paged)),
);

/** The count of `listPortfolio`, built once per shape. */
const countStatement = new BuiltPerShape((db, shape: PortfolioShape) =>
  db.select({ value: count() }).from(startups).where(shapeCondition(shape)),
);

/** A page of the portfolio with each startup's programmes, industries, tags, people and assigned network (one statement), and the count (one). */
export async function listPortfolio(
  db: Db,
  incubatorId: string,
  viewer: { userId: string; roleType: RoleType },
  filter: PortfolioFilter,
  page: { limit: number; offset: number },
): Promise<{ results: StartupView[]; totalCount: number }> {
  if (filter.customFields?.length) {
    // Custom-field filters write their values into their SQL: such a page is built for each request.
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
  const shape = portfolioShape(viewer, filter, page);
  const values = portfolioValues(incubatorId, viewer, filter, page);
  const [rows, [total]] = await Promise.all([
    pageStatement.execute(db, shape, values),
    countStatement.execute(db, shape, values),
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
