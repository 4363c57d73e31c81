import { APPLICATION_STATUSES, type ApplicationStatus, type FormAnswers, type FormQuestion } from '@cohort/shared';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { allExist } from '../../platform/db/ids.ts';
import { escapeLike, outer } from '../../platform/db/sql.ts';
import { ValidationError } from '../../platform/graphql/errors.ts';
import type { Translate } from '../../platform/i18n/translate.ts';
import { type PolicyViewer, seesApplicantIdentity, seesEveryApplication } from '../../policies/index.ts';
import { applications, applicationTags, staffReach } from '../applications/index.ts';
import { type AnswersLayout, answerCell, answersLayout, formResponses, forms } from '../forms/index.ts';
import { funnelAdmins, funnelRounds, funnels } from '../funnels/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import { startups } from '../startups/index.ts';
import { tags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import type { Cell } from './xlsx.ts';

/**
 * Exports of applications (issue 14 point 8): the staff overview's applications as a table (APPLICATIONS, one row per
 * application, one column per intake question of every version), or as one PDF each in a zip (APPLICATION_PDFS).
 * Both read the applications the creator reaches as staff (`staffReach`), narrowed like the overview.
 */
export const APPLICATION_EXPORT_KINDS = ['APPLICATIONS', 'APPLICATION_PDFS'] as const;
export type ApplicationExportKind = (typeof APPLICATION_EXPORT_KINDS)[number];

export function isApplicationExport(kind: string): kind is ApplicationExportKind {
  return (APPLICATION_EXPORT_KINDS as readonly string[]).includes(kind);
}

/** The overview's narrowing: calls, statuses, stages (rounds, and the intake), application tags and a search. */
export interface ApplicationExportFilter {
  search?: string | null;
  tagIds?: readonly string[] | null;
  funnelIds?: readonly string[] | null;
  statuses?: readonly string[] | null;
  roundIds?: readonly string[] | null;
  /** With or without `roundIds`: the applications in the intake (no round yet). */
  intake?: boolean | null;
}

const LIST_SEPARATOR = ', ';

const unique = (ids: readonly string[] | null | undefined) => [...new Set((ids ?? []).map(String))];

/**
 * Checks the application fields of an export's filter: known statuses, funnels of the organisation within the
 * creator's reach, rounds of those funnels; a zip of PDFs is for one funnel. Answers them cleaned up.
 */
export async function checkApplicationExportFilter(
  db: Db,
  incubatorId: string,
  actor: PolicyViewer,
  kind: ApplicationExportKind,
  filter: ApplicationExportFilter,
  t: Translate,
): Promise<ApplicationExportFilter> {
  const invalid = (field: string, key: string) => new ValidationError([{ field: `filter.${field}`, message: t(key) }]);
  const cleaned: ApplicationExportFilter = {};
  const statuses = unique(filter.statuses);
  if (statuses.some((status) => !(APPLICATION_STATUSES as readonly string[]).includes(status))) {
    throw invalid('statuses', 'applicationExports.errors.status');
  }
  if (statuses.length > 0) cleaned.statuses = statuses;
  const funnelIds = unique(filter.funnelIds);
  if (funnelIds.length > 0) {
    const reach = seesEveryApplication(actor)
      ? undefined
      : sql`${funnels.id} in (select fa.funnel_id from ${funnelAdmins} fa
          where fa.incubator_id = ${incubatorId} and fa.user_id = ${actor.userId})`;
    if (!(await allExist(db, funnels, incubatorId, funnelIds, reach))) {
      throw invalid('funnelIds', 'exports.errors.filterNotFound');
    }
    cleaned.funnelIds = funnelIds;
  }
  if (kind === 'APPLICATION_PDFS' && funnelIds.length !== 1) {
    throw invalid('funnelIds', 'applicationExports.errors.oneFunnel');
  }
  const roundIds = unique(filter.roundIds);
  if (roundIds.length > 0) {
    const ofFunnels = funnelIds.length > 0 ? inArray(funnelRounds.funnelId, funnelIds) : undefined;
    if (!(await allExist(db, funnelRounds, incubatorId, roundIds, ofFunnels))) {
      throw invalid('roundIds', 'exports.errors.filterNotFound');
    }
    cleaned.roundIds = roundIds;
  }
  if (filter.intake) cleaned.intake = true;
  return cleaned;
}

/**
 * The applications of an export: the creator's staff reach, then the filter. Without a status filter drafts are left
 * out (they are not submitted yet, and their people may still change them); asking for `draft` includes them.
 */
export function applicationExportCondition(
  incubatorId: string,
  actor: PolicyViewer,
  filter: ApplicationExportFilter,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(applications.incubatorId, incubatorId), staffReach(actor, incubatorId)];
  if (filter.funnelIds?.length) conditions.push(inArray(applications.funnelId, [...filter.funnelIds]));
  conditions.push(
    filter.statuses?.length
      ? inArray(applications.status, [...filter.statuses] as ApplicationStatus[])
      : ne(applications.status, 'draft'),
  );
  const stages: SQL[] = [];
  if (filter.roundIds?.length) stages.push(inArray(applications.roundId, [...filter.roundIds]));
  if (filter.intake) stages.push(isNull(applications.roundId));
  if (stages.length > 0) conditions.push(or(...stages));
  if (filter.tagIds?.length) {
    conditions.push(sql`exists (select 1 from ${applicationTags} at where at.incubator_id = ${outer(applications.incubatorId)}
      and at.application_id = ${outer(applications.id)} and at.tag_id in ${[...filter.tagIds]})`);
  }
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(coalesce(${applications.startupName}, '')) like ${pattern}`,
        sql`exists (select 1 from ${users} u where u.incubator_id = ${outer(applications.incubatorId)}
          and u.id = ${outer(applications.applicantId)}
          and (lower(u.email) like ${pattern} or lower(u.first_name || ' ' || u.last_name) like ${pattern}))`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

/** The stable order of an export: oldest application first. */
const EXPORT_ORDER = [asc(applications.createdAt), asc(applications.id)];

export async function countApplicationsToExport(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(applications).where(where);
  return row?.value ?? 0;
}

interface ExportedApplication {
  id: string;
  funnelId: string;
  status: ApplicationStatus;
  applicantId: string | null;
  createdAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  funnel: { name: string; anonymous: boolean; intakeFormId: string | null; adminIds: string[] | null } | null;
  roundName: string | null;
  startupName: string | null;
  applicant: { firstName: string; lastName: string; email: string } | null;
  leadName: string | null;
  leadEmail: string | null;
  tagNames: string | null;
  intake: { formId: string; answers: FormAnswers } | null;
}

/** A page of applications with everything a row shows: one statement. */
function selectExportedApplications(db: Db, where: SQL, offset: number, limit: number) {
  const inc = outer(applications.incubatorId);
  return db
    .select({
      id: applications.id,
      funnelId: applications.funnelId,
      status: applications.status,
      applicantId: applications.applicantId,
      createdAt: applications.createdAt,
      submittedAt: applications.submittedAt,
      decidedAt: applications.decidedAt,
      funnel: sql<ExportedApplication['funnel']>`(select json_build_object('name', f.name, 'anonymous', f.anonymous,
          'intakeFormId', f.intake_form_id, 'adminIds', (select array_agg(fa.user_id) from ${funnelAdmins} fa
            where fa.incubator_id = f.incubator_id and fa.funnel_id = f.id))
        from ${funnels} f where f.incubator_id = ${inc} and f.id = ${outer(applications.funnelId)})`,
      roundName: sql<string | null>`(select r.name from ${funnelRounds} r
        where r.incubator_id = ${inc} and r.id = ${outer(applications.roundId)})`,
      startupName: sql<string | null>`coalesce((select s.name from ${startups} s
        where s.incubator_id = ${inc} and s.id = ${outer(applications.startupId)}), ${outer(applications.startupName)})`,
      applicant: sql<ExportedApplication['applicant']>`(select json_build_object('firstName', u.first_name,
          'lastName', u.last_name, 'email', u.email)
        from ${users} u where u.incubator_id = ${inc} and u.id = ${outer(applications.applicantId)})`,
      leadName: sql<string | null>`nullif(trim(coalesce(${outer(applications.leadFirstName)}, '') || ' ' ||
        coalesce(${outer(applications.leadLastName)}, '')), '')`,
      leadEmail: applications.leadEmail,
      tagNames: sql<string | null>`(select string_agg(t.name, ${LIST_SEPARATOR} order by lower(t.name))
        from ${applicationTags} at join ${tags} t on t.incubator_id = at.incubator_id and t.id = at.tag_id
        where at.incubator_id = ${inc} and at.application_id = ${outer(applications.id)})`,
      intake: sql<ExportedApplication['intake']>`(select json_build_object('formId', r.form_id, 'answers', r.answers)
        from ${formResponses} r
        where r.incubator_id = ${inc} and r.subject_kind = 'application' and r.subject_id = ${outer(applications.id)}
          and r.base_id = (select f.intake_form_id from ${funnels} f
            where f.incubator_id = ${inc} and f.id = ${outer(applications.funnelId)})
        limit 1)`,
    })
    .from(applications)
    .where(where)
    .orderBy(...EXPORT_ORDER)
    .limit(limit)
    .offset(offset) as Promise<ExportedApplication[]>;
}

/** An intake form's versions as the answers export lays them out, and the title that names its columns. */
interface IntakeLayout {
  baseId: string;
  title: string;
  layout: AnswersLayout;
}

async function intakeLayouts(db: Db, incubatorId: string, where: SQL): Promise<IntakeLayout[]> {
  const rows = await db
    .select()
    .from(forms)
    .where(
      and(
        eq(forms.incubatorId, incubatorId),
        sql`${forms.baseId} in (select f.intake_form_id from ${funnels} f where f.incubator_id = ${incubatorId}
          and f.id in (select ${applications.funnelId} from ${applications} where ${where}))`,
      ),
    )
    .orderBy(asc(forms.baseId), asc(forms.version));
  const byBase = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byBase.set(row.baseId, [...(byBase.get(row.baseId) ?? []), row]);
  return [...byBase.entries()]
    .map(([baseId, versions]) => ({
      baseId,
      title: (versions.find((v) => v.isCurrent) ?? versions[versions.length - 1])?.title ?? '',
      layout: answersLayout(versions),
    }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.baseId.localeCompare(b.baseId));
}

/** What an export source answers (the shape of `ExportSource` in export.service.ts). */
export interface ApplicationTableSource {
  sheet: string;
  header: string[];
  prepare(db: Db): Promise<void>;
  count(db: Db): Promise<number>;
  page(db: Db, offset: number, limit: number): Promise<Cell[][]>;
}

/**
 * APPLICATIONS as a table: funnel, round (or the intake), status, startup, applicant and e-mail, dates, tags, then
 * one column per question of the intake form across its versions (the answers export's layout: the current order,
 * then removed questions), each answer read with its own version's question. When applications of several intake
 * forms are exported, their columns follow one another, each label prefixed by its form's title. In an anonymous
 * funnel (flag anonymityApplications) a creator who does not run it gets no name or address.
 */
export function applicationsSource(
  incubatorId: string,
  actor: PolicyViewer,
  filter: ApplicationExportFilter,
  t: Translate,
): ApplicationTableSource {
  const where = applicationExportCondition(incubatorId, actor, filter);
  let layouts: IntakeLayout[] = [];
  let anonymityEnabled = false;
  return {
    sheet: t('applicationExports.sheet'),
    header: [
      t('applicationExports.columns.funnel'),
      t('applicationExports.columns.round'),
      t('applicationExports.columns.status'),
      t('applicationExports.columns.startup'),
      t('applicationExports.columns.applicantName'),
      t('applicationExports.columns.applicantEmail'),
      t('applicationExports.columns.createdAt'),
      t('applicationExports.columns.submittedAt'),
      t('applicationExports.columns.decidedAt'),
      t('applicationExports.columns.tags'),
    ],
    async prepare(db) {
      layouts = await intakeLayouts(db, incubatorId, where);
      anonymityEnabled = (await getFeatureFlags(db, incubatorId)).anonymityApplications;
      const prefixed = layouts.length > 1;
      for (const { title, layout } of layouts) {
        this.header.push(...layout.columns.map((column) => (prefixed ? `${title}: ${column.label}` : column.label)));
      }
    },
    count: (db) => countApplicationsToExport(db, where),
    async page(db, offset, limit) {
      const rows = await selectExportedApplications(db, where, offset, limit);
      return rows.map((row) => {
        const identity = seesApplicantIdentity(
          actor,
          {
            applicantId: row.applicantId,
            memberIds: [],
            funnelAdminIds: row.funnel?.adminIds ?? [],
            status: row.status,
          },
          { anonymous: row.funnel?.anonymous ?? false },
          anonymityEnabled,
        );
        const name = row.applicant
          ? [row.applicant.firstName, row.applicant.lastName].filter(Boolean).join(' ')
          : row.leadName;
        const email = row.applicant?.email ?? row.leadEmail;
        const answers: Cell[] = [];
        for (const { baseId, layout } of layouts) {
          const ownForm = row.funnel?.intakeFormId === baseId && row.intake;
          for (const column of layout.columns) {
            if (!ownForm || !row.intake) {
              answers.push(null);
              continue;
            }
            const question: FormQuestion = column.byVersion.get(row.intake.formId) ?? column.latest;
            answers.push(answerCell(question, row.intake.answers[column.questionId], layout.language));
          }
        }
        return [
          row.funnel?.name ?? null,
          row.roundName ?? t('applicationExports.intake'),
          t(`applicationExports.statuses.${row.status}`),
          row.startupName,
          identity ? (name ?? null) : t('applicationExports.anonymous'),
          identity ? (email ?? null) : null,
          new Date(row.createdAt),
          row.submittedAt ? new Date(row.submittedAt) : null,
          row.decidedAt ? new Date(row.decidedAt) : null,
          row.tagNames,
          ...answers,
        ];
      });
    },
  };
}

/** An application of a PDF export: its id and the name of its file in the zip. */
export interface ApplicationPdfTarget {
  id: string;
  name: string;
}

/** A page of the applications of a PDF export, in the export's order, with what names their files. */
export async function applicationPdfTargets(
  db: Db,
  where: SQL,
  offset: number,
  limit: number,
): Promise<ApplicationPdfTarget[]> {
  const rows = await db
    .select({
      id: applications.id,
      name: sql<string | null>`coalesce((select s.name from ${startups} s
        where s.incubator_id = ${outer(applications.incubatorId)} and s.id = ${outer(applications.startupId)}),
        ${outer(applications.startupName)})`,
    })
    .from(applications)
    .where(where)
    .orderBy(...EXPORT_ORDER)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ id: row.id, name: row.name ?? '' }));
}

/** A file name for each PDF of the zip: the startup's name (else "application") and the start of the id, unique. */
export function pdfFileName(target: ApplicationPdfTarget, taken: Set<string>): string {
  const base =
    target.name
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .trim()
      .slice(0, 80) || 'application';
  let name = `${base} - ${target.id.slice(-8)}.pdf`;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} - ${target.id.slice(-8)} (${n}).pdf`;
  taken.add(name.toLowerCase());
  return name;
}
