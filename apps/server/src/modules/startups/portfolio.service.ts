import { isInRoleGroup, type RoleType } from '@cohort/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type CustomFieldFilter, customFieldCondition, deleteValuesOf } from '../customfields/index.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import { escapeLike } from './startup.service.ts';
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
  return isInRoleGroup(roleType, 'internal') || roleType === 'System';
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

/** A page of the portfolio with each startup's programmes, industries, tags, people and assigned network: seven statements. */
export async function listPortfolio(
  db: Db,
  incubatorId: string,
  viewer: { userId: string; roleType: RoleType },
  filter: PortfolioFilter,
  page: { limit: number; offset: number },
): Promise<{ results: StartupView[]; totalCount: number }> {
  const where = portfolioCondition(incubatorId, viewer, filter);
  const [total] = await db.select({ value: count() }).from(startups).where(where);
  const rows = await db
    .select()
    .from(startups)
    .where(where)
    .orderBy(...ordering(filter.sort))
    .limit(page.limit)
    .offset(page.offset);
  return { results: await startupViews(db, incubatorId, rows), totalCount: total?.value ?? 0 };
}

export async function startupViews(db: Db, incubatorId: string, rows: readonly StartupRow[]): Promise<StartupView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const programRows = await db
    .select({ startupId: startupPrograms.startupId, id: programs.id, name: programs.name })
    .from(startupPrograms)
    .innerJoin(
      programs,
      and(eq(programs.incubatorId, startupPrograms.incubatorId), eq(programs.id, startupPrograms.targetId)),
    )
    .where(and(eq(startupPrograms.incubatorId, incubatorId), inArray(startupPrograms.startupId, ids)))
    .orderBy(asc(programs.name));
  const industryRows = await db
    .select({ startupId: startupIndustries.startupId, id: industries.id, name: industries.name })
    .from(startupIndustries)
    .innerJoin(
      industries,
      and(eq(industries.incubatorId, startupIndustries.incubatorId), eq(industries.id, startupIndustries.targetId)),
    )
    .where(and(eq(startupIndustries.incubatorId, incubatorId), inArray(startupIndustries.startupId, ids)))
    .orderBy(asc(industries.name));
  const tagRows = await db
    .select({ startupId: startupTags.startupId, id: tags.id, name: tags.name, color: tags.color })
    .from(startupTags)
    .innerJoin(tags, and(eq(tags.incubatorId, startupTags.incubatorId), eq(tags.id, startupTags.targetId)))
    .where(and(eq(startupTags.incubatorId, incubatorId), inArray(startupTags.startupId, ids)))
    .orderBy(asc(tags.name));
  const memberRows = await db
    .select({ startupId: startupMembers.startupId, userId: startupMembers.userId, label: startupMembers.label })
    .from(startupMembers)
    .where(and(eq(startupMembers.incubatorId, incubatorId), inArray(startupMembers.startupId, ids)));
  const assignedRows = await db
    .select({ startupId: startupAssignations.startupId, userId: startupAssignations.userId })
    .from(startupAssignations)
    .where(and(eq(startupAssignations.incubatorId, incubatorId), inArray(startupAssignations.startupId, ids)));
  const group = <T extends { startupId: string }>(list: T[], id: string) => list.filter((row) => row.startupId === id);
  return rows.map((row) => ({
    ...row,
    programs: group(programRows, row.id).map(({ id, name }) => ({ id, name })),
    industries: group(industryRows, row.id).map(({ id, name }) => ({ id, name })),
    tags: group(tagRows, row.id).map(({ id, name, color }) => ({ id, name, color })),
    memberIds: group(memberRows, row.id).map((member) => member.userId),
    people: group(memberRows, row.id).map(({ userId, label }) => ({ userId, label })),
    assignedUserIds: group(assignedRows, row.id).map((assigned) => assigned.userId),
  }));
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

export async function programStartupCounts(db: Db, incubatorId: string, programIds: readonly string[]) {
  if (programIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ programId: startupPrograms.targetId, value: count() })
    .from(startupPrograms)
    .where(and(eq(startupPrograms.incubatorId, incubatorId), inArray(startupPrograms.targetId, [...programIds])))
    .groupBy(startupPrograms.targetId);
  return new Map(rows.map((row) => [row.programId, row.value]));
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
