import {
  APPLICATION_INTAKE_ROUND,
  APPLICATION_STATUS_GROUP_STATUSES,
  type ApplicationBatchActionType,
  type ApplicationSortField,
  type ApplicationStatus,
  type ApplicationStatusGroup,
  effectiveType,
  flattenOptions,
  type FormQuestion,
  isChoice,
  localized,
} from '@cohort/shared';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { escapeLike, fromJsonRow, outer } from '../../platform/db/sql.ts';
import { ForbiddenError } from '../../platform/graphql/errors.ts';
import {
  applicationBatchActions,
  canFilterApplicationsOverview,
  canOpenApplicationsOverview,
  canSeeApplicationsQueueBar,
  type PolicyViewer,
  seesEveryApplicantIdentity,
  seesEveryApplication,
} from '../../policies/index.ts';
import { formResponses, forms } from '../forms/index.ts';
import { administeredFunnelIds, funnelAdmins, type FunnelRoundRow, funnelRounds, funnels } from '../funnels/index.ts';
import { startups } from '../startups/index.ts';
import { users } from '../users/index.ts';
import {
  APPLICATION_SUBJECT,
  anonymityEnabledSql,
  type ApplicationView,
  selectApplicationViews,
  staffReach,
  toView,
} from './application.service.ts';
import { applications, applicationTags } from './application.table.ts';

/**
 * The staff overview of applications (/applications/overview, issue 14 point 3): one statement for a page of
 * applications with everything the list shows (the ApplicationView select), one for the count, whatever the filters.
 */

/** A choice question of an intake form and the options an answer may hold (the overview's answer filter). */
export interface ApplicationAnswerFilter {
  questionId: string;
  values: readonly string[];
}

export interface ApplicationListFilter {
  funnelIds?: readonly string[] | null;
  /** Round ids, or APPLICATION_INTAKE_ROUND for the applications not moved into a round yet. */
  roundIds?: readonly string[] | null;
  statuses?: readonly ApplicationStatus[] | null;
  statusGroups?: readonly ApplicationStatusGroup[] | null;
  tagIds?: readonly string[] | null;
  createdFrom?: Date | null;
  /** Exclusive. */
  createdTo?: Date | null;
  /** Every one must hold: the submitted intake sheet chose at least one of the values. */
  answers?: readonly ApplicationAnswerFilter[] | null;
  /** The startup's name, the applicant's name or e-mail (not where the viewer may not know who applied). */
  search?: string | null;
  /** Drafts are left out unless asked for (here, or by the status `draft`). */
  includeDrafts?: boolean | null;
}

export interface ApplicationListSort {
  field: ApplicationSortField;
  direction: 'ASC' | 'DESC';
}

export const DEFAULT_APPLICATION_SORT: ApplicationListSort = { field: 'CREATED_AT', direction: 'DESC' };

const uuids = (ids: readonly string[] | null | undefined) => [...new Set((ids ?? []).filter(isUuid))];

/** `column in (ids)`, false when no id is a UUID (such ids name nothing; PostgreSQL would refuse them). */
function inIds(column: SQL, ids: readonly string[] | null | undefined): SQL {
  const valid = uuids(ids);
  return valid.length > 0
    ? sql`${column} in (${sql.join(
        valid.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
}

/** The statuses a filter keeps: those named and those of the groups named; without any, all but drafts (unless asked). */
function statusCondition(filter: ApplicationListFilter): SQL | undefined {
  const named = new Set<ApplicationStatus>(filter.statuses ?? []);
  for (const group of filter.statusGroups ?? []) {
    for (const status of APPLICATION_STATUS_GROUP_STATUSES[group]) named.add(status);
  }
  if (named.size > 0) return inArray(applications.status, [...named]);
  return filter.includeDrafts ? undefined : ne(applications.status, 'draft');
}

/**
 * Whether the viewer may know who made the application of the current row, in SQL (seesApplicantIdentity): everyone
 * unless anonymity is on and the funnel anonymous, where only those who process the funnel's applications do.
 */
function identityVisible(viewer: PolicyViewer, incubatorId: string): SQL {
  if (seesEveryApplicantIdentity(viewer)) return sql`true`;
  return sql`(not ${anonymityEnabledSql(incubatorId)}
    or not (select f.anonymous from ${funnels} f where f.incubator_id = ${incubatorId}
      and f.id = ${outer(applications.funnelId)})
    or ${outer(applications.funnelId)} in ${administeredFunnelIds(viewer.userId, incubatorId)})`;
}

function searchCondition(viewer: PolicyViewer, incubatorId: string, search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(${outer(applications.startupName)} ilike ${pattern}
    or exists (select 1 from ${startups} s where s.incubator_id = ${incubatorId}
      and s.id = ${outer(applications.startupId)} and s.name ilike ${pattern})
    or (${identityVisible(viewer, incubatorId)} and exists (select 1 from ${users} u
      where u.incubator_id = ${incubatorId} and u.id = ${outer(applications.applicantId)}
        and ((u.first_name || ' ' || u.last_name) ilike ${pattern} or u.email ilike ${pattern}))))`;
}

/** The submitted intake sheet of the row's application chose one of the values of the question. */
function answerCondition(incubatorId: string, answer: ApplicationAnswerFilter): SQL | undefined {
  const values = [...new Set(answer.values)];
  if (values.length === 0) return undefined;
  const chosen = sql`(s.answers -> ${answer.questionId} -> 'values')`;
  return sql`exists (select 1 from ${formResponses} s
    where s.incubator_id = ${incubatorId} and s.subject_kind = ${APPLICATION_SUBJECT}
      and s.subject_id = ${outer(applications.id)} and s.status = 'submitted'
      and s.base_id = (select f.intake_form_id from ${funnels} f where f.incubator_id = ${incubatorId}
        and f.id = ${outer(applications.funnelId)})
      and jsonb_typeof(${chosen}) = 'array'
      and exists (select 1 from jsonb_array_elements_text(${chosen}) v(value)
        where v.value in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})))`;
}

/** The applications a page of the overview lists: the viewer's staff reach, then every filter. */
export function applicationListCondition(
  incubatorId: string,
  viewer: PolicyViewer,
  filter: ApplicationListFilter,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(applications.incubatorId, incubatorId),
    staffReach(viewer, incubatorId),
    statusCondition(filter),
  ];
  if (filter.funnelIds && filter.funnelIds.length > 0)
    conditions.push(inIds(sql`${applications.funnelId}`, filter.funnelIds));
  if (filter.roundIds && filter.roundIds.length > 0) {
    const roundIds = uuids(filter.roundIds);
    conditions.push(
      or(
        roundIds.length > 0 ? inArray(applications.roundId, roundIds) : undefined,
        filter.roundIds.includes(APPLICATION_INTAKE_ROUND) ? isNull(applications.roundId) : undefined,
        sql`false`,
      ),
    );
  }
  if (filter.tagIds && filter.tagIds.length > 0) {
    conditions.push(sql`exists (select 1 from ${applicationTags} at where at.incubator_id = ${incubatorId}
      and at.application_id = ${outer(applications.id)} and ${inIds(sql`at.tag_id`, filter.tagIds)})`);
  }
  if (filter.createdFrom) conditions.push(sql`${applications.createdAt} >= ${filter.createdFrom}`);
  if (filter.createdTo) conditions.push(sql`${applications.createdAt} < ${filter.createdTo}`);
  for (const answer of filter.answers ?? []) conditions.push(answerCondition(incubatorId, answer));
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(viewer, incubatorId, search));
  return and(...conditions);
}

function ordering(sort: ApplicationListSort): SQL[] {
  const direction = sort.direction === 'ASC' ? sql`asc` : sql`desc`;
  const tie = sort.direction === 'ASC' ? asc(applications.id) : desc(applications.id);
  switch (sort.field) {
    case 'SUBMITTED_AT':
      return [sql`${applications.submittedAt} ${direction} nulls last`, tie];
    case 'STARTUP_NAME':
      return [sql`lower(${applications.startupName}) ${direction} nulls last`, tie];
    case 'STATUS_CHANGED_AT':
      return [sql`${applications.statusChangedAt} ${direction}`, tie];
    default:
      return [sql`${applications.createdAt} ${direction}`, tie];
  }
}

/**
 * A page of the overview: the rows and the count in two statements sent together. Whether the viewer administers
 * a funnel (which lets in people without APPLICATION_ALL:VIEW) comes with the count, so that asking costs nothing.
 */
export async function listApplications(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  filter: ApplicationListFilter,
  sort: ApplicationListSort,
  page: { limit: number; offset: number },
): Promise<{ results: ApplicationView[]; totalCount: number }> {
  if (!canOpenApplicationsOverview(viewer, true)) throw new ForbiddenError();
  const where = applicationListCondition(incubatorId, viewer, filter);
  const [rows, [counted]] = await Promise.all([
    selectApplicationViews(db)
      .where(where)
      .orderBy(...ordering(sort))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        administers: sql<boolean>`exists (select 1 from ${funnelAdmins} fa
          where fa.incubator_id = ${incubatorId} and fa.user_id = ${viewer.userId})`,
      })
      .from(applications)
      .where(where),
  ]);
  if (!canOpenApplicationsOverview(viewer, counted?.administers ?? false)) throw new ForbiddenError();
  return { results: rows.map((row) => toView(viewer, row)), totalCount: counted?.total ?? 0 };
}

export interface ApplicationQueueRound {
  id: string | null;
  name: string | null;
  funnelId: string | null;
  position: number | null;
  count: number;
}
export interface ApplicationQueue {
  total: number;
  statuses: { status: ApplicationStatus; count: number }[];
  /** The intake (id null) and each round holding applications. */
  rounds: ApplicationQueueRound[];
}

/**
 * The queue bar (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): how many applications of the chosen funnels (all within reach
 * without any) are in each status and each round, drafts left out unless asked for; one statement.
 */
export async function applicationQueue(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  filter: Pick<ApplicationListFilter, 'funnelIds' | 'includeDrafts'>,
): Promise<ApplicationQueue> {
  if (!canOpenApplicationsOverview(viewer, true) || !canSeeApplicationsQueueBar(viewer)) throw new ForbiddenError();
  const where = applicationListCondition(incubatorId, viewer, {
    funnelIds: filter.funnelIds,
    includeDrafts: filter.includeDrafts,
  });
  const rows = await db
    .select({
      byStatus: sql<number>`grouping(${applications.roundId})`,
      status: applications.status,
      roundId: applications.roundId,
      round: sql<{ name: string; funnelId: string; position: number } | null>`(select json_build_object('name',
          r.name, 'funnelId', r.funnel_id, 'position', r.position)
        from ${funnelRounds} r where r.incubator_id = ${incubatorId} and r.id = ${outer(applications.roundId)})`,
      count: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(where)
    .groupBy(sql`grouping sets ((${applications.status}), (${applications.roundId}))`);
  const statuses = rows
    .filter((row) => Number(row.byStatus) === 1)
    .map((row) => ({ status: row.status, count: row.count }));
  const rounds = rows
    .filter((row) => Number(row.byStatus) === 0)
    .map((row) => ({
      id: row.roundId,
      name: row.round?.name ?? null,
      funnelId: row.round?.funnelId ?? null,
      position: row.round?.position ?? null,
      count: row.count,
    }))
    .sort((a, b) => (a.id === null ? -1 : b.id === null ? 1 : (a.position ?? 0) - (b.position ?? 0)));
  return { total: statuses.reduce((sum, row) => sum + row.count, 0), statuses, rounds };
}

/** A choice question of a funnel's intake form, in the viewer's language (the overview's answer filter). */
export interface IntakeChoiceQuestion {
  id: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface OverviewFunnel {
  id: string;
  name: string;
  anonymous: boolean;
  archived: boolean;
  rounds: FunnelRoundRow[];
  choiceQuestions: IntakeChoiceQuestion[];
}

export interface ApplicationsOverview {
  canFilter: boolean;
  canSeeQueueBar: boolean;
  batchActions: ApplicationBatchActionType[];
  funnels: OverviewFunnel[];
}

function choiceQuestionsOf(questions: readonly FormQuestion[] | null, language: string): IntakeChoiceQuestion[] {
  return (questions ?? [])
    .filter((question) => isChoice(effectiveType(question)))
    .map((question) => ({
      id: question.id,
      label: localized(question.label, language) || question.id,
      options: flattenOptions(question.options)
        .filter((option) => !option.isWriteIn)
        .map((option) => ({ value: option.value, label: localized(option.labels, language) || option.value })),
    }));
}

/**
 * What the overview page needs besides its list, in one statement: the funnels within the viewer's reach (every one
 * with APPLICATION_ALL:VIEW ALL, else those they administer) with their rounds and the choice questions of their
 * intake form, and what the viewer may do there. Forbidden for whoever may not open the overview.
 */
export async function applicationsOverview(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  language: string,
): Promise<ApplicationsOverview> {
  if (!canOpenApplicationsOverview(viewer, true)) throw new ForbiddenError();
  const inc = outer(funnels.incubatorId);
  const id = outer(funnels.id);
  const rows = await db
    .select({
      id: funnels.id,
      name: funnels.name,
      anonymous: funnels.anonymous,
      archivedAt: funnels.archivedAt,
      administered: sql<boolean>`exists (select 1 from ${funnelAdmins} fa where fa.incubator_id = ${inc}
        and fa.funnel_id = ${id} and fa.user_id = ${viewer.userId})`,
      rounds: sql<Record<string, unknown>[] | null>`(select json_agg(to_json(r) order by r.position)
        from ${funnelRounds} r where r.incubator_id = ${inc} and r.funnel_id = ${id})`,
      questions: sql<FormQuestion[] | null>`(select fo.questions from ${forms} fo where fo.incubator_id = ${inc}
        and fo.base_id = ${outer(funnels.intakeFormId)} and fo.is_current)`,
    })
    .from(funnels)
    .where(
      and(
        eq(funnels.incubatorId, incubatorId),
        seesEveryApplication(viewer)
          ? undefined
          : sql`${funnels.id} in ${administeredFunnelIds(viewer.userId, incubatorId)}`,
      ),
    )
    .orderBy(sql`${funnels.archivedAt} is not null`, desc(funnels.createdAt), asc(funnels.id));
  const administers = rows.some((row) => row.administered);
  if (!canOpenApplicationsOverview(viewer, administers)) throw new ForbiddenError();
  return {
    canFilter: canFilterApplicationsOverview(viewer),
    canSeeQueueBar: canSeeApplicationsQueueBar(viewer),
    batchActions: applicationBatchActions(viewer, administers),
    funnels: rows.map((row) => ({
      id: row.id,
      name: row.name,
      anonymous: row.anonymous,
      archived: row.archivedAt !== null,
      rounds: (row.rounds ?? []).map((round) => fromJsonRow(funnelRounds, round)),
      choiceQuestions: choiceQuestionsOf(row.questions, language),
    })),
  };
}
