import {
  displayRoleLabel,
  type PermissionCriteria,
  FOUNDER_LABEL,
  isStorableText,
  ROLE_GROUPS,
  ROLE_LABELS,
  type RoleType,
} from '@cohort/shared';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  type CustomFieldFilter,
  checkCustomFieldFilters,
  customFields,
  customFieldValues,
} from '../customfields/index.ts';
import { allExist, isUuid } from '../../platform/db/ids.ts';
import { ValidationError } from '../../platform/graphql/errors.ts';
import type { Translate } from '../../platform/i18n/translate.ts';
import { roleLabels } from '../directory/index.ts';
import { industries } from '../industries/index.ts';
import { roles } from '../roles/index.ts';
// The portfolio's own filter and row loading, so a startup export lists exactly what /startups shows.
import {
  portfolioCondition,
  programs,
  startupAssignations,
  startupMembers,
  startups,
  startupsOfUsers,
  startupViews,
} from '../startups/index.ts';
import { taggedWithAny, tags, tagsOfUsers } from '../taxonomy/index.ts';
import { fullName, selectUsersWithRole, type UserWithRole, users } from '../users/index.ts';
import {
  type ApplicationExportFilter,
  applicationsSource,
  checkApplicationExportFilter,
  isApplicationExport,
} from './application-export.ts';
import { CSV_CONTENT_TYPE, createCsvWriter } from './csv.ts';
import { exportJobs } from './export.table.ts';
import { type Cell, createXlsxWriter, type TableWriter, XLSX_CONTENT_TYPE } from './xlsx.ts';

type CustomFieldRow = typeof customFields.$inferSelect;
type CustomFieldValueRow = typeof customFieldValues.$inferSelect;

export const EXPORT_KINDS = ['STARTUPS', 'USERS', 'FOUNDERS', 'MENTORS', 'APPLICATIONS', 'APPLICATION_PDFS'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** CSV and XLSX are tables; ZIP holds one PDF per application (APPLICATION_PDFS, and only it). */
export const EXPORT_FORMATS = ['CSV', 'XLSX', 'ZIP'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** QUEUED → IN_PROGRESS → COMPLETED, FAILED (the request can no longer be served) or ERROR (our fault). */
export const EXPORT_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'ERROR'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How many of a user's exports the history lists. */
export const EXPORT_HISTORY_SIZE = 50;
/** Rows read per transaction while an export runs; progress is published after each chunk. */
export const EXPORT_CHUNK_SIZE = 500;
const SEARCH_MAX_LENGTH = 200;
const LIST_SEPARATOR = ', ';

export type ExportJobRow = typeof exportJobs.$inferSelect;

export interface ExportFilter extends ApplicationExportFilter {
  search?: string | null;
  programIds?: readonly string[] | null;
  industryIds?: readonly string[] | null;
  tagIds?: readonly string[] | null;
  /** Startups only: custom-field filters of the portfolio. */
  customFields?: readonly CustomFieldFilter[] | null;
}

/** Who asked for an export: the rows are those this user may see. */
export interface ExportActor {
  userId: string;
  roleType: RoleType;
  /** The role's permissions (applications: APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW and the staff reach). */
  permissions: ReadonlyMap<string, PermissionCriteria>;
  /** The role types this user may see and manage (USER_ROLES criteria); empty means all. */
  userAccessRoles: readonly string[];
}

export const ZIP_CONTENT_TYPE = 'application/zip';

export function exportContentType(format: ExportFormat): string {
  if (format === 'ZIP') return ZIP_CONTENT_TYPE;
  return format === 'XLSX' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE;
}

/** `startups-2026-11-22.xlsx`, `application-pdfs-2026-11-22.zip`: the kind, the day (UTC) and the format. */
export function exportFileName(kind: ExportKind, format: ExportFormat, at: Date): string {
  return `${kind.toLowerCase().replaceAll('_', '-')}-${at.toISOString().slice(0, 10)}.${format.toLowerCase()}`;
}

/** The formats a kind is made in: a zip of PDFs for APPLICATION_PDFS, a table (CSV or XLSX) for the others. */
export function formatsOf(kind: ExportKind): readonly ExportFormat[] {
  return kind === 'APPLICATION_PDFS' ? ['ZIP'] : ['CSV', 'XLSX'];
}

export function exportWriter(format: ExportFormat, sheet: string, header: readonly string[]): TableWriter {
  return format === 'XLSX' ? createXlsxWriter({ sheet, header }) : createCsvWriter({ header });
}

const FILTERS_BY_KIND: Record<ExportKind, ReadonlySet<keyof ExportFilter>> = {
  STARTUPS: new Set(['search', 'programIds', 'industryIds', 'tagIds']),
  USERS: new Set(['search', 'tagIds']),
  FOUNDERS: new Set(['search']),
  MENTORS: new Set(['search']),
  APPLICATIONS: new Set(['search', 'tagIds']),
  APPLICATION_PDFS: new Set(['search', 'tagIds']),
};

/**
 * Checks an export's filter against the organisation: each id must name a programme, an industry or a tag of the
 * right kind (startup tags for startups, user tags for users), and a filter must apply to the kind. Answers the
 * filter cleaned up (trimmed search, unique ids); a ValidationError names the field otherwise.
 */
export async function checkExportFilter(
  db: Db,
  incubatorId: string,
  kind: ExportKind,
  filter: ExportFilter,
  t: Translate,
  actor?: ExportActor,
): Promise<ExportFilter> {
  const allowed = FILTERS_BY_KIND[kind];
  const search = filter.search?.trim() ?? '';
  if (search.length > SEARCH_MAX_LENGTH) {
    throw new ValidationError([
      { field: 'filter.search', message: t('exports.errors.searchTooLong', { max: SEARCH_MAX_LENGTH }) },
    ]);
  }
  // A NUL or a lone surrogate cannot be stored in the job's JSON (nor searched for in PostgreSQL).
  if (!isStorableText(search)) {
    throw new ValidationError([{ field: 'filter.search', message: t('exports.errors.searchInvalid') }]);
  }
  const cleaned: ExportFilter = { search: search === '' ? null : search };
  const lists = [
    ['programIds', programs, null],
    ['industryIds', industries, null],
    ['tagIds', tags, kind === 'USERS' ? 'user' : isApplicationExport(kind) ? 'application' : 'startup'],
  ] as const;
  for (const [field, table, tagKind] of lists) {
    const ids = [...new Set((filter[field] ?? []).map(String))];
    if (ids.length === 0) continue;
    if (!allowed.has(field)) {
      throw new ValidationError([{ field: `filter.${field}`, message: t('exports.errors.filterNotApplicable') }]);
    }
    if (!(await allExist(db, table, incubatorId, ids, tagKind ? eq(tags.kind, tagKind) : undefined))) {
      throw new ValidationError([{ field: `filter.${field}`, message: t('exports.errors.filterNotFound') }]);
    }
    cleaned[field] = ids;
  }
  if (filter.customFields?.length) {
    if (kind !== 'STARTUPS') {
      throw new ValidationError([{ field: 'filter.customFields', message: t('exports.errors.filterNotApplicable') }]);
    }
    // Exports are for the programme side, which may filter on hidden fields too.
    cleaned.customFields = await checkCustomFieldFilters(db, incubatorId, 'startup', true, filter.customFields);
  }
  if (isApplicationExport(kind)) {
    if (!actor) throw new Error('An export of applications needs its creator');
    Object.assign(cleaned, await checkApplicationExportFilter(db, incubatorId, actor, kind, filter, t));
  } else {
    for (const field of ['funnelIds', 'statuses', 'roundIds'] as const) {
      if (filter[field]?.length) {
        throw new ValidationError([{ field: `filter.${field}`, message: t('exports.errors.filterNotApplicable') }]);
      }
    }
    if (filter.intake) {
      throw new ValidationError([{ field: 'filter.intake', message: t('exports.errors.filterNotApplicable') }]);
    }
  }
  return cleaned;
}

export async function insertExportJob(
  db: Db,
  values: { incubatorId: string; id: string; kind: ExportKind; format: ExportFormat; createdBy: string },
): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values(values).returning();
  if (!row) throw new Error('The export job was not recorded');
  return row;
}

/** A user's own exports, newest first. */
export async function listExportJobs(db: Db, incubatorId: string, userId: string): Promise<ExportJobRow[]> {
  return db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.incubatorId, incubatorId), eq(exportJobs.createdBy, userId)))
    .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
    .limit(EXPORT_HISTORY_SIZE);
}

/**
 * Forgets a user's finished exports beyond the history (the page lists the last EXPORT_HISTORY_SIZE): their rows go,
 * and the storage keys of their files are answered for removal once the transaction commits.
 */
export async function pruneExportHistory(db: Db, incubatorId: string, userId: string): Promise<string[]> {
  const rows = await db
    .delete(exportJobs)
    .where(
      and(
        eq(exportJobs.incubatorId, incubatorId),
        eq(exportJobs.createdBy, userId),
        inArray(exportJobs.status, ['COMPLETED', 'FAILED', 'ERROR']),
        sql`${exportJobs.id} not in (select ${exportJobs.id} from ${exportJobs}
          where ${exportJobs.incubatorId} = ${incubatorId} and ${exportJobs.createdBy} = ${userId}
          order by ${exportJobs.createdAt} desc, ${exportJobs.id} desc limit ${EXPORT_HISTORY_SIZE})`,
      ),
    )
    .returning({ storageKey: exportJobs.storageKey });
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

export async function findExportJob(db: Db, incubatorId: string, id: string): Promise<ExportJobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.incubatorId, incubatorId), eq(exportJobs.id, id)));
  return row ?? null;
}

export async function updateExportJob(
  db: Db,
  incubatorId: string,
  id: string,
  changes: Partial<Omit<ExportJobRow, 'incubatorId' | 'id' | 'createdBy' | 'createdAt'>>,
): Promise<ExportJobRow | null> {
  const [row] = await db
    .update(exportJobs)
    .set(changes)
    .where(and(eq(exportJobs.incubatorId, incubatorId), eq(exportJobs.id, id)))
    .returning();
  return row ?? null;
}

/** What an export reads: its header, and its rows page by page in a stable order. */
export interface ExportSource {
  sheet: string;
  header: string[];
  /** Completes the header with what depends on the organisation (custom fields), before any row. */
  prepare?(db: Db): Promise<void>;
  count(db: Db): Promise<number>;
  page(db: Db, offset: number, limit: number): Promise<Cell[][]>;
}

const joinNames = (list: readonly { name: string }[]) => list.map((item) => item.name).join(LIST_SEPARATOR);

/** A role's label in the export's language: a renamed role keeps its name, a default one is translated. */
function roleLabelIn(t: Translate, role: { type: RoleType; label: string | null }, computed: string): string {
  if (computed === FOUNDER_LABEL && computed !== role.label) return t('exports.roles.Founder');
  if (computed === ROLE_LABELS[role.type]) return t(`exports.roles.${role.type}`);
  return computed;
}

async function localisedRoleLabels(
  db: Db,
  incubatorId: string,
  people: readonly UserWithRole[],
  startupsByUser: Awaited<ReturnType<typeof startupsOfUsers>>,
  t: Translate,
): Promise<Map<string, string>> {
  const labels = await roleLabels(db, incubatorId, people, startupsByUser);
  return new Map(
    people.map((person) => [
      person.id,
      roleLabelIn(t, person.role, labels.get(person.id) ?? displayRoleLabel(person.role)),
    ]),
  );
}

function searchPeople(search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
  );
}

/** People of the organisation the actor may see: not deleted, within the role types their role manages. */
function peopleCondition(incubatorId: string, actor: ExportActor, extra: (SQL | undefined)[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.incubatorId, incubatorId), ne(users.status, 'deleted'), ...extra];
  if (actor.userAccessRoles.length > 0) conditions.push(inArray(roles.type, [...actor.userAccessRoles] as RoleType[]));
  return and(...conditions);
}

async function countPeople(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(where);
  return row?.value ?? 0;
}

const PEOPLE_ORDER = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)];

async function namesOfUsers(db: Db, incubatorId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), inArray(users.id, [...ids]), ne(users.status, 'deleted')));
  return new Map(rows.map((row) => [row.id, fullName(row)]));
}

/** A custom field's answer as a cell: option labels, a number, a day or the text. */
function customFieldCell(field: CustomFieldRow, value: CustomFieldValueRow | undefined): Cell {
  if (!value) return null;
  if (value.optionIds) {
    return field.options
      .filter((option) => value.optionIds?.includes(option.id))
      .map((option) => option.label)
      .join(LIST_SEPARATOR);
  }
  return value.numberValue ?? value.dateValue ?? value.textValue;
}

function startupsSource(incubatorId: string, actor: ExportActor, filter: ExportFilter, t: Translate): ExportSource {
  const where = portfolioCondition(incubatorId, actor, filter);
  // Exports are for startup managers: every startup custom field, hidden ones included, by label.
  let fields: CustomFieldRow[] = [];
  return {
    sheet: t('exports.sheets.STARTUPS'),
    async prepare(db) {
      fields = await db
        .select()
        .from(customFields)
        .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.entityKind, 'startup')))
        .orderBy(asc(sql`lower(${customFields.label})`));
      this.header.push(...fields.map((field) => field.label));
    },
    header: [
      t('exports.columns.name'),
      t('exports.columns.description'),
      t('exports.columns.website'),
      t('exports.columns.foundingYear'),
      t('exports.columns.programmes'),
      t('exports.columns.industries'),
      t('exports.columns.tags'),
      t('exports.columns.people'),
      t('exports.columns.createdAt'),
    ],
    async count(db) {
      const [row] = await db.select({ value: count() }).from(startups).where(where);
      return row?.value ?? 0;
    },
    async page(db, offset, limit) {
      const rows = await db
        .select()
        .from(startups)
        .where(where)
        .orderBy(asc(sql`lower(${startups.name})`), asc(startups.id))
        .limit(limit)
        .offset(offset);
      const views = await startupViews(db, incubatorId, rows);
      const names = await namesOfUsers(db, incubatorId, [...new Set(views.flatMap((view) => view.memberIds))]);
      const answers =
        fields.length === 0 || views.length === 0
          ? []
          : await db
              .select()
              .from(customFieldValues)
              .where(
                and(
                  eq(customFieldValues.incubatorId, incubatorId),
                  inArray(
                    customFieldValues.entityId,
                    views.map((view) => view.id),
                  ),
                ),
              );
      return views.map((view) => [
        view.name,
        view.description,
        view.website,
        view.foundingYear,
        joinNames(view.programs),
        joinNames(view.industries),
        joinNames(view.tags),
        view.memberIds
          .map((id) => names.get(id))
          .filter((name): name is string => Boolean(name))
          .sort((a, b) => a.localeCompare(b))
          .join(LIST_SEPARATOR),
        view.createdAt,
        ...fields.map((field) =>
          customFieldCell(
            field,
            answers.find((answer) => answer.fieldId === field.id && answer.entityId === view.id),
          ),
        ),
      ]);
    },
  };
}

function usersSource(incubatorId: string, actor: ExportActor, filter: ExportFilter, t: Translate): ExportSource {
  const where = peopleCondition(incubatorId, actor, [
    searchPeople(filter.search),
    filter.tagIds?.length ? taggedWithAny(incubatorId, users.id, filter.tagIds) : undefined,
  ]);
  return {
    sheet: t('exports.sheets.USERS'),
    header: [
      t('exports.columns.firstName'),
      t('exports.columns.lastName'),
      t('exports.columns.email'),
      t('exports.columns.role'),
      t('exports.columns.status'),
      t('exports.columns.tags'),
      t('exports.columns.startups'),
      t('exports.columns.createdAt'),
    ],
    count: (db) => countPeople(db, where),
    async page(db, offset, limit) {
      const people = await selectUsersWithRole(db, where, { orderBy: PEOPLE_ORDER, limit, offset });
      const ids = people.map((person) => person.id);
      const tagsByUser = await tagsOfUsers(db, incubatorId, ids);
      const startupsByUser = await startupsOfUsers(db, incubatorId, ids);
      const labels = await localisedRoleLabels(db, incubatorId, people, startupsByUser, t);
      return people.map((person) => [
        person.firstName,
        person.lastName,
        person.email,
        labels.get(person.id) ?? person.role.type,
        t(`exports.statuses.${person.status}`),
        joinNames(tagsByUser.get(person.id) ?? []),
        joinNames(startupsByUser.get(person.id) ?? []),
        person.createdAt,
      ]);
    },
  };
}

function foundersSource(incubatorId: string, actor: ExportActor, filter: ExportFilter, t: Translate): ExportSource {
  const where = peopleCondition(incubatorId, actor, [
    searchPeople(filter.search),
    sql`exists (select 1 from ${startupMembers} where ${startupMembers.incubatorId} = ${incubatorId}
      and ${startupMembers.userId} = ${users.id})`,
  ]);
  return {
    sheet: t('exports.sheets.FOUNDERS'),
    header: [
      t('exports.columns.name'),
      t('exports.columns.email'),
      t('exports.columns.role'),
      t('exports.columns.startups'),
    ],
    count: (db) => countPeople(db, where),
    async page(db, offset, limit) {
      const people = await selectUsersWithRole(db, where, { orderBy: PEOPLE_ORDER, limit, offset });
      const startupsByUser = await startupsOfUsers(
        db,
        incubatorId,
        people.map((person) => person.id),
      );
      const labels = await localisedRoleLabels(db, incubatorId, people, startupsByUser, t);
      return people.map((person) => [
        fullName(person),
        person.email,
        labels.get(person.id) ?? person.role.type,
        joinNames(startupsByUser.get(person.id) ?? []),
      ]);
    },
  };
}

/** The startups each user is assigned to follow (startup assignations), by name. */
async function assignedStartups(
  db: Db,
  incubatorId: string,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: startupAssignations.userId, name: startups.name })
    .from(startupAssignations)
    .innerJoin(
      startups,
      and(eq(startups.incubatorId, startupAssignations.incubatorId), eq(startups.id, startupAssignations.startupId)),
    )
    .where(and(eq(startupAssignations.incubatorId, incubatorId), inArray(startupAssignations.userId, [...userIds])))
    .orderBy(asc(sql`lower(${startups.name})`));
  for (const row of rows) result.get(row.userId)?.push(row.name);
  return result;
}

function mentorsSource(incubatorId: string, actor: ExportActor, filter: ExportFilter, t: Translate): ExportSource {
  const where = peopleCondition(incubatorId, actor, [
    searchPeople(filter.search),
    inArray(roles.type, [...ROLE_GROUPS.mentorExpert]),
  ]);
  return {
    sheet: t('exports.sheets.MENTORS'),
    header: [
      t('exports.columns.name'),
      t('exports.columns.email'),
      t('exports.columns.headline'),
      t('exports.columns.role'),
      t('exports.columns.assignedStartups'),
    ],
    count: (db) => countPeople(db, where),
    async page(db, offset, limit) {
      const people = await selectUsersWithRole(db, where, { orderBy: PEOPLE_ORDER, limit, offset });
      const assigned = await assignedStartups(
        db,
        incubatorId,
        people.map((person) => person.id),
      );
      return people.map((person) => [
        fullName(person),
        person.email,
        person.headline,
        roleLabelIn(t, person.role, displayRoleLabel(person.role)),
        (assigned.get(person.id) ?? []).join(LIST_SEPARATOR),
      ]);
    },
  };
}

/** The rows of one kind of export, as the actor may see them, with headers in the export's language. */
export function exportSource(
  kind: ExportKind,
  incubatorId: string,
  actor: ExportActor,
  filter: ExportFilter,
  t: Translate,
): ExportSource {
  switch (kind) {
    case 'STARTUPS':
      return startupsSource(incubatorId, actor, filter, t);
    case 'USERS':
      return usersSource(incubatorId, actor, filter, t);
    case 'FOUNDERS':
      return foundersSource(incubatorId, actor, filter, t);
    case 'MENTORS':
      return mentorsSource(incubatorId, actor, filter, t);
    case 'APPLICATIONS':
      return applicationsSource(incubatorId, actor, filter, t);
    case 'APPLICATION_PDFS':
      throw new Error('A zip of PDFs has no table: see runApplicationPdfs');
  }
}
