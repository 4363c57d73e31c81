import {
  EVALUATION_LIMITS,
  EVALUATION_MESSAGES,
  type FormAnswers,
  type FormQuestion,
  resolveLanguage,
} from '@cohort/shared';
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { escapeLike, outer } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canManageEvaluationRound, canViewEvaluationRound } from '../../policies/index.ts';
import {
  anonymousApplicantCode,
  applicationMembers,
  applications,
  applicationTags,
  mailContextOf,
} from '../applications/index.ts';
import { type AvatarData, loadAvatars, userIndustries } from '../directory/index.ts';
import { checkAnswers, currentFormRow, draftAnswers, formResponses, forms } from '../forms/index.ts';
import { funnelAdmins, funnelRounds, funnels } from '../funnels/index.ts';
import { industries } from '../industries/index.ts';
import { type MailContext, sendActionEmail } from '../mail/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import { roles } from '../roles/index.ts';
import { startupAssignations, startupIndustries, startupMembers } from '../startups/index.ts';
import { taskAssignees, tasks } from '../tasks/index.ts';
import { tags, userTags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import { pairKey, type SolverInput, solveAssignment, tagFit } from './assignment-solver.ts';
import {
  evaluationAssignments,
  evaluationConflicts,
  evaluationEvaluators,
  evaluationRounds as evaluationSettings,
  type ReviewStatus,
} from './evaluation.table.ts';

/** The page an evaluator works from (their queue) and the review screen (decision: not named by the spec). */
export const MY_EVALUATIONS_PATH = '/evaluations';
export const reviewPath = (assignmentId: string) => `${MY_EVALUATIONS_PATH}/${assignmentId}`;
const ROUND_PAGE_SIZE = 50;
const { maxReviewsNeeded: MAX_REVIEWS_NEEDED, maxCap: MAX_CAP, maxPool: MAX_POOL } = EVALUATION_LIMITS;
/** E-mail domains shared by unrelated people: sharing one says nothing of a conflict. */
const PUBLIC_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'naver.com',
  'daum.net',
  'yandex.ru',
  'ukr.net',
  'aol.com',
  'mail.com',
  'example.com',
]);

export { EVALUATION_MESSAGES };

// ——— The round and who may touch it ———

export interface RoundContext {
  id: string;
  name: string;
  funnelId: string;
  funnelName: string;
  formId: string | null;
  deadline: Date | null;
  anonymous: boolean;
  adminIds: string[];
  reviewsNeeded: number;
  defaultCap: number;
  scoresVisible: boolean;
  reviewsEditable: boolean;
  lateReviews: boolean;
  /** Anonymity switched on for the organisation (flag anonymityApplications) and on this funnel. */
  anonymousToEvaluators: boolean;
  flags: { evaluationVisibility: boolean; evaluationSubmissionSettings: boolean; anonymityApplications: boolean };
}

async function loadRound(db: Db, incubatorId: string, roundId: string): Promise<RoundContext> {
  if (!isUuid(roundId)) throw new NotFoundError('The evaluation round');
  const [row] = await db
    .select({
      id: funnelRounds.id,
      name: funnelRounds.name,
      kind: funnelRounds.kind,
      formId: funnelRounds.formId,
      deadline: funnelRounds.deadline,
      funnelId: funnels.id,
      funnelName: funnels.name,
      anonymous: funnels.anonymous,
      adminIds: sql<string[] | null>`(select array_agg(fa.user_id::text) from ${funnelAdmins} fa
        where fa.incubator_id = ${funnels.incubatorId} and fa.funnel_id = ${funnels.id})`,
      settings: sql<Record<string, unknown> | null>`(select to_json(er) from ${evaluationSettings} er
        where er.incubator_id = ${funnelRounds.incubatorId} and er.round_id = ${funnelRounds.id})`,
    })
    .from(funnelRounds)
    .innerJoin(funnels, and(eq(funnels.incubatorId, funnelRounds.incubatorId), eq(funnels.id, funnelRounds.funnelId)))
    .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.id, roundId)));
  if (row?.kind !== 'evaluation') throw new NotFoundError('The evaluation round');
  const flags = await getFeatureFlags(db, incubatorId);
  const settings = row.settings ?? {};
  const submissionSettings = flags.evaluationSubmissionSettings;
  return {
    id: row.id,
    name: row.name,
    funnelId: row.funnelId,
    funnelName: row.funnelName,
    formId: row.formId,
    deadline: row.deadline,
    anonymous: row.anonymous,
    adminIds: row.adminIds ?? [],
    reviewsNeeded: Number(settings.reviews_needed ?? 2),
    defaultCap: Number(settings.default_cap ?? 20),
    // Without their flag the settings keep the product's defaults: scores private, editable until the deadline.
    scoresVisible: flags.evaluationVisibility && Boolean(settings.scores_visible ?? false),
    reviewsEditable: submissionSettings ? Boolean(settings.reviews_editable ?? true) : true,
    lateReviews: submissionSettings ? Boolean(settings.late_reviews ?? false) : false,
    anonymousToEvaluators: flags.anonymityApplications && row.anonymous,
    flags: {
      evaluationVisibility: flags.evaluationVisibility,
      evaluationSubmissionSettings: flags.evaluationSubmissionSettings,
      anonymityApplications: flags.anonymityApplications,
    },
  };
}

/** The round, if the viewer may read it (EVALUATION_PARAMETER_EDITOR:VIEW within reach); NotFound otherwise. */
export async function viewableRound(ctx: Ctx, roundId: string): Promise<RoundContext> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const round = await loadRound(ctx.db, incubatorId, roundId);
  if (!canViewEvaluationRound(viewer, { adminIds: round.adminIds })) throw new NotFoundError('The evaluation round');
  return round;
}

async function managedRound(ctx: Ctx, roundId: string): Promise<RoundContext> {
  const { viewer } = viewerOf(ctx);
  const round = await viewableRound(ctx, roundId);
  if (!canManageEvaluationRound(viewer, { adminIds: round.adminIds })) throw new ForbiddenError();
  return round;
}

// ——— Labels: who the viewer may know ———

interface ApplicationFacts {
  id: string;
  status: string;
  roundId: string | null;
  startupId: string | null;
  startupName: string | null;
  applicantId: string | null;
  applicantName: string | null;
  applicantEmail: string | null;
  memberIds: string[];
  memberNames: string[];
  terms: string[];
}

function applicationLabel(app: Pick<ApplicationFacts, 'id' | 'startupName' | 'applicantName'>, hidden: boolean) {
  if (hidden) return `Applicant #${anonymousApplicantCode(app.id)}`;
  return app.startupName?.trim() || app.applicantName?.trim() || `Applicant #${anonymousApplicantCode(app.id)}`;
}

const domainOf = (email: string | null | undefined) => email?.split('@')[1]?.toLowerCase().trim() ?? null;

/** The applications (by id) with what conflicts, fit and labels read: one statement. */
async function applicationFacts(
  db: Db,
  incubatorId: string,
  ids: readonly string[],
  /** Labels only (results): no members, no terms — the terms read every answer sheet. */
  labelsOnly = false,
): Promise<ApplicationFacts[]> {
  if (ids.length === 0) return [];
  const none = sql<null>`null`;
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      roundId: applications.roundId,
      startupId: applications.startupId,
      startupName: applications.startupName,
      applicantId: applications.applicantId,
      applicant: sql<{ name: string; email: string } | null>`(select json_build_object('name',
          trim(u.first_name || ' ' || u.last_name), 'email', u.email)
        from ${users} u where u.incubator_id = ${outer(applications.incubatorId)} and u.id = ${outer(applications.applicantId)})`,
      members: labelsOnly
        ? none
        : sql<{ id: string; name: string }[] | null>`(select json_agg(json_build_object('id', m.user_id,
          'name', trim(u.first_name || ' ' || u.last_name)))
        from ${applicationMembers} m join ${users} u on u.incubator_id = m.incubator_id and u.id = m.user_id
        where m.incubator_id = ${outer(applications.incubatorId)} and m.application_id = ${outer(applications.id)})`,
      terms: labelsOnly
        ? none
        : sql<string[] | null>`(select array_agg(distinct lower(term)) from (
          select t.name as term from ${applicationTags} at join ${tags} t
            on t.incubator_id = at.incubator_id and t.id = at.tag_id
            where at.incubator_id = ${outer(applications.incubatorId)} and at.application_id = ${outer(applications.id)}
          union all
          select i.name from ${startupIndustries} si join ${industries} i
            on i.incubator_id = si.incubator_id and i.id = si.industry_id
            where si.incubator_id = ${outer(applications.incubatorId)} and si.startup_id = ${outer(applications.startupId)}
          union all
          select jsonb_path_query(s.answers, '$.*.values[*]') #>> '{}' from ${formResponses} s
            where s.incubator_id = ${outer(applications.incubatorId)} and s.subject_id = ${outer(applications.id)}
              and s.status = 'submitted') terms where term is not null and length(term) <= 80)`,
    })
    .from(applications)
    .where(and(eq(applications.incubatorId, incubatorId), inArray(applications.id, [...ids])));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    roundId: row.roundId,
    startupId: row.startupId,
    startupName: row.startupName,
    applicantId: row.applicantId,
    applicantName: row.applicant?.name ?? null,
    applicantEmail: row.applicant?.email ?? null,
    memberIds: (row.members ?? []).map((m) => m.id),
    memberNames: (row.members ?? []).map((m) => m.name),
    terms: row.terms ?? [],
  }));
}

// ——— Conflicts of interest ———

export interface Conflict {
  evaluatorId: string;
  applicationId: string;
  reason: 'declared' | 'member' | 'assigned' | 'domain';
  note: string | null;
}

/**
 * Every conflict between these evaluators and applications: declared (on the application or its startup), and
 * detected — the evaluator applied or is a member of the startup, is assigned to it (coach, mentor, expert), or shares
 * the applicant's e-mail domain (public mail domains aside). Three statements whatever the sizes.
 */
async function conflictsOf(
  db: Db,
  incubatorId: string,
  evaluatorIds: readonly string[],
  apps: readonly ApplicationFacts[],
): Promise<Conflict[]> {
  if (evaluatorIds.length === 0 || apps.length === 0) return [];
  const evaluatorSet = new Set(evaluatorIds);
  const startupIds = [...new Set(apps.flatMap((a) => (a.startupId ? [a.startupId] : [])))];
  const [declared, linked, evaluators] = await Promise.all([
    db
      .select()
      .from(evaluationConflicts)
      .where(
        and(
          eq(evaluationConflicts.incubatorId, incubatorId),
          inArray(evaluationConflicts.evaluatorId, [...evaluatorIds]),
        ),
      ),
    startupIds.length === 0
      ? Promise.resolve([] as { startupId: string; userId: string; reason: 'member' | 'assigned' }[])
      : db
          .select({
            startupId: startupMembers.startupId,
            userId: startupMembers.userId,
            reason: sql<'member' | 'assigned'>`'member'`,
          })
          .from(startupMembers)
          .where(and(eq(startupMembers.incubatorId, incubatorId), inArray(startupMembers.startupId, startupIds)))
          .unionAll(
            db
              .select({
                startupId: startupAssignations.startupId,
                userId: startupAssignations.userId,
                reason: sql<'member' | 'assigned'>`'assigned'`,
              })
              .from(startupAssignations)
              .where(
                and(
                  eq(startupAssignations.incubatorId, incubatorId),
                  inArray(startupAssignations.startupId, startupIds),
                ),
              ),
          ),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.incubatorId, incubatorId), inArray(users.id, [...evaluatorIds]))),
  ]);
  const found = new Map<string, Conflict>();
  const add = (conflict: Conflict) => {
    const key = pairKey(conflict.evaluatorId, conflict.applicationId);
    if (!found.has(key) || conflict.reason === 'declared') found.set(key, conflict);
  };
  const domains = new Map(evaluators.map((e) => [e.id, domainOf(e.email)]));
  for (const app of apps) {
    for (const c of declared) {
      if (c.applicationId === app.id || (c.startupId && c.startupId === app.startupId)) {
        add({ evaluatorId: c.evaluatorId, applicationId: app.id, reason: 'declared', note: c.reason });
      }
    }
    for (const link of linked) {
      if (link.startupId === app.startupId && evaluatorSet.has(link.userId)) {
        add({ evaluatorId: link.userId, applicationId: app.id, reason: link.reason, note: null });
      }
    }
    for (const person of [app.applicantId, ...app.memberIds]) {
      if (person && evaluatorSet.has(person))
        add({ evaluatorId: person, applicationId: app.id, reason: 'member', note: null });
    }
    const domain = domainOf(app.applicantEmail);
    if (domain && !PUBLIC_DOMAINS.has(domain)) {
      for (const [evaluatorId, evaluatorDomain] of domains) {
        if (evaluatorDomain === domain) add({ evaluatorId, applicationId: app.id, reason: 'domain', note: null });
      }
    }
  }
  return [...found.values()];
}

// ——— Views ———

export interface EvaluationRoundSummary {
  id: string;
  name: string;
  funnelId: string;
  funnelName: string;
  deadline: Date | null;
  reviewsNeeded: number;
  applicationCount: number;
  assignedCount: number;
  submittedCount: number;
}

export interface EvaluationEvaluatorView {
  user: AvatarData;
  cap: number;
  load: number;
  submitted: number;
  expertise: string[];
}

export interface EvaluationAssignmentView {
  id: string;
  evaluatorId: string;
  evaluator: AvatarData | null;
  status: ReviewStatus;
  score: number | null;
  maxScore: number | null;
  fit: number | null;
  remindedAt: Date | null;
  submittedAt: Date | null;
}

export interface EvaluationApplicationView {
  id: string;
  label: string;
  status: string;
  tags: string[];
  assignments: EvaluationAssignmentView[];
  conflicts: Conflict[];
}

export interface EvaluationRoundView extends Omit<RoundContext, 'adminIds' | 'flags' | 'anonymousToEvaluators'> {
  formTitle: string | null;
  canManage: boolean;
  evaluators: EvaluationEvaluatorView[];
  applications: EvaluationApplicationView[];
  applicationCount: number;
  page: number;
}

/** The evaluation rounds of funnels the viewer may see, with their progress. */
export async function evaluationRounds(ctx: Ctx): Promise<EvaluationRoundSummary[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select({
      id: funnelRounds.id,
      name: funnelRounds.name,
      deadline: funnelRounds.deadline,
      funnelId: funnels.id,
      funnelName: funnels.name,
      adminIds: sql<string[] | null>`(select array_agg(fa.user_id::text) from ${funnelAdmins} fa
        where fa.incubator_id = ${funnels.incubatorId} and fa.funnel_id = ${funnels.id})`,
      reviewsNeeded: sql<number>`coalesce((select er.reviews_needed from ${evaluationSettings} er
        where er.incubator_id = ${funnelRounds.incubatorId} and er.round_id = ${funnelRounds.id}), 2)`,
      applicationCount: sql<number>`(select count(*)::int from ${applications} a
        where a.incubator_id = ${funnelRounds.incubatorId} and a.round_id = ${funnelRounds.id})`,
      assignedCount: sql<number>`(select count(*)::int from ${evaluationAssignments} ea
        where ea.incubator_id = ${funnelRounds.incubatorId} and ea.round_id = ${funnelRounds.id})`,
      submittedCount: sql<number>`(select count(*)::int from ${evaluationAssignments} ea
        where ea.incubator_id = ${funnelRounds.incubatorId} and ea.round_id = ${funnelRounds.id}
          and ea.status = 'submitted')`,
    })
    .from(funnelRounds)
    .innerJoin(funnels, and(eq(funnels.incubatorId, funnelRounds.incubatorId), eq(funnels.id, funnelRounds.funnelId)))
    .where(
      and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.kind, 'evaluation'), isNull(funnels.archivedAt)),
    )
    .orderBy(asc(funnels.name), asc(funnelRounds.position));
  return rows
    .filter((row) => canViewEvaluationRound(viewer, { adminIds: row.adminIds ?? [] }))
    .map(({ adminIds: _adminIds, ...row }) => row);
}

async function poolOf(db: Db, incubatorId: string, roundId: string) {
  return db
    .select({
      userId: evaluationEvaluators.userId,
      cap: evaluationEvaluators.cap,
      taskId: evaluationEvaluators.taskId,
      name: sql<string>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u
        where u.incubator_id = ${outer(evaluationEvaluators.incubatorId)} and u.id = ${outer(evaluationEvaluators.userId)})`,
      expertise: sql<string[] | null>`(select array_agg(distinct lower(term)) from (
          select t.name as term from ${userTags} ut join ${tags} t on t.incubator_id = ut.incubator_id and t.id = ut.tag_id
            where ut.incubator_id = ${outer(evaluationEvaluators.incubatorId)} and ut.user_id = ${outer(evaluationEvaluators.userId)}
          union all
          select i.name from ${userIndustries} ui join ${industries} i
            on i.incubator_id = ui.incubator_id and i.id = ui.industry_id
            where ui.incubator_id = ${outer(evaluationEvaluators.incubatorId)} and ui.user_id = ${outer(evaluationEvaluators.userId)}
        ) terms)`,
    })
    .from(evaluationEvaluators)
    .where(and(eq(evaluationEvaluators.incubatorId, incubatorId), eq(evaluationEvaluators.roundId, roundId)))
    .orderBy(asc(evaluationEvaluators.createdAt));
}

async function assignmentsOfRound(db: Db, incubatorId: string, roundId: string, applicationIds?: readonly string[]) {
  if (applicationIds && applicationIds.length === 0) return [];
  return db
    .select()
    .from(evaluationAssignments)
    .where(
      and(
        eq(evaluationAssignments.incubatorId, incubatorId),
        eq(evaluationAssignments.roundId, roundId),
        applicationIds ? inArray(evaluationAssignments.applicationId, [...applicationIds]) : undefined,
      ),
    )
    .orderBy(asc(evaluationAssignments.createdAt));
}

/** Applications currently in the round (drafts never are), by startup name. */
function inRound(incubatorId: string, roundId: string, search: string | null) {
  return and(
    eq(applications.incubatorId, incubatorId),
    eq(applications.roundId, roundId),
    sql`${applications.status} <> 'draft'`,
    search ? sql`coalesce(${applications.startupName}, '') ilike ${`%${escapeLike(search)}%`}` : undefined,
  );
}

/** A round for its assignment page: settings, the pool with loads, and a page of its applications. */
export async function evaluationRound(
  ctx: Ctx,
  roundId: string,
  options: { search: string | null; page: number },
): Promise<EvaluationRoundView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const round = await viewableRound(ctx, roundId);
  const where = inRound(incubatorId, roundId, options.search?.trim() || null);
  const [[total], idRows, pool, form] = await Promise.all([
    ctx.db.select({ value: count() }).from(applications).where(where),
    ctx.db
      .select({ id: applications.id })
      .from(applications)
      .where(where)
      .orderBy(sql`lower(coalesce(${applications.startupName}, ''))`, asc(applications.id))
      .limit(ROUND_PAGE_SIZE)
      .offset(options.page * ROUND_PAGE_SIZE),
    poolOf(ctx.db, incubatorId, roundId),
    round.formId ? currentFormRow(ctx.db, incubatorId, round.formId).catch(() => null) : Promise.resolve(null),
  ]);
  const ids = idRows.map((row) => row.id);
  const [facts, assignments, loads] = await Promise.all([
    applicationFacts(ctx.db, incubatorId, ids),
    assignmentsOfRound(ctx.db, incubatorId, roundId, ids),
    ctx.db
      .select({
        evaluatorId: evaluationAssignments.evaluatorId,
        load: count(),
        submitted: sql<number>`count(*) filter (where ${evaluationAssignments.status} = 'submitted')::int`,
      })
      .from(evaluationAssignments)
      .where(and(eq(evaluationAssignments.incubatorId, incubatorId), eq(evaluationAssignments.roundId, roundId)))
      .groupBy(evaluationAssignments.evaluatorId),
  ]);
  const evaluatorIds = [...new Set([...pool.map((p) => p.userId), ...assignments.map((a) => a.evaluatorId)])];
  const [avatars, conflicts] = await Promise.all([
    loadAvatars(ctx.db, incubatorId, evaluatorIds),
    conflictsOf(ctx.db, incubatorId, evaluatorIds, facts),
  ]);
  const loadOf = new Map(loads.map((l) => [l.evaluatorId, l]));
  const byId = new Map(facts.map((f) => [f.id, f]));
  const canManage = canManageEvaluationRound(viewer, { adminIds: round.adminIds });
  return {
    ...withoutInternals(round),
    formTitle: form?.title ?? null,
    canManage,
    evaluators: pool.flatMap((p) => {
      const user = avatars.get(p.userId);
      if (!user) return [];
      const load = loadOf.get(p.userId);
      return [
        {
          user,
          cap: p.cap,
          load: Number(load?.load ?? 0),
          submitted: load?.submitted ?? 0,
          expertise: p.expertise ?? [],
        },
      ];
    }),
    applications: ids.flatMap((id) => {
      const app = byId.get(id);
      if (!app) return [];
      return [
        {
          id,
          // Staff who read the round run the funnel: they know who applied.
          label: applicationLabel(app, false),
          status: app.status,
          tags: app.terms,
          assignments: assignments
            .filter((a) => a.applicationId === id)
            .map((a) => assignmentView(a, avatars.get(a.evaluatorId) ?? null)),
          conflicts: conflicts.filter((c) => c.applicationId === id),
        },
      ];
    }),
    applicationCount: total?.value ?? 0,
    page: options.page,
  };
}

function withoutInternals(round: RoundContext) {
  const { adminIds: _a, flags: _f, anonymousToEvaluators: _n, ...rest } = round;
  return rest;
}

function assignmentView(
  row: typeof evaluationAssignments.$inferSelect,
  evaluator: AvatarData | null,
): EvaluationAssignmentView {
  return {
    id: row.id,
    evaluatorId: row.evaluatorId,
    evaluator,
    status: row.status,
    score: row.score,
    maxScore: row.maxScore,
    fit: row.fit,
    remindedAt: row.remindedAt,
    submittedAt: row.submittedAt,
  };
}

// ——— Settings and pool ———

export interface RoundSettingsInput {
  roundId: string;
  formId?: string | number | null;
  deadline?: Date | null;
  clearDeadline?: boolean | null;
  reviewsNeeded?: number | null;
  defaultCap?: number | null;
  scoresVisible?: boolean | null;
  reviewsEditable?: boolean | null;
  lateReviews?: boolean | null;
  anonymous?: boolean | null;
}

export async function updateEvaluationRound(ctx: Ctx, input: RoundSettingsInput): Promise<EvaluationRoundView> {
  const { incubatorId } = viewerOf(ctx);
  const round = await managedRound(ctx, input.roundId);
  const problems: { field: string; message: string }[] = [];
  const reviewsNeeded = input.reviewsNeeded ?? round.reviewsNeeded;
  if (!Number.isInteger(reviewsNeeded) || reviewsNeeded < 1 || reviewsNeeded > MAX_REVIEWS_NEEDED) {
    problems.push({ field: 'reviewsNeeded', message: EVALUATION_MESSAGES.reviewsNeeded });
  }
  const defaultCap = input.defaultCap ?? round.defaultCap;
  if (!Number.isInteger(defaultCap) || defaultCap < 0 || defaultCap > MAX_CAP) {
    problems.push({ field: 'defaultCap', message: EVALUATION_MESSAGES.cap });
  }
  let formId = round.formId;
  if (input.formId !== undefined && input.formId !== null) {
    const form = await currentFormRow(ctx.db, incubatorId, String(input.formId)).catch(() => null);
    if (form?.kind !== 'evaluation') problems.push({ field: 'formId', message: EVALUATION_MESSAGES.notEvaluationForm });
    else formId = form.baseId;
  }
  const deadline = input.clearDeadline ? null : (input.deadline ?? round.deadline);
  if (deadline && Number.isNaN(deadline.getTime())) problems.push({ field: 'deadline', message: 'Invalid date' });
  if (problems.length > 0) throw new ValidationError(problems);
  await ctx.db
    .update(funnelRounds)
    .set({ formId, deadline })
    .where(and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.id, round.id)));
  const settings = {
    reviewsNeeded,
    defaultCap,
    // A setting behind a flag that is off keeps its stored value (the flag decides what applies).
    scoresVisible: round.flags.evaluationVisibility ? (input.scoresVisible ?? round.scoresVisible) : undefined,
    reviewsEditable: round.flags.evaluationSubmissionSettings
      ? (input.reviewsEditable ?? round.reviewsEditable)
      : undefined,
    lateReviews: round.flags.evaluationSubmissionSettings ? (input.lateReviews ?? round.lateReviews) : undefined,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(evaluationSettings)
    .values({ incubatorId, roundId: round.id, ...settings })
    .onConflictDoUpdate({ target: [evaluationSettings.incubatorId, evaluationSettings.roundId], set: settings });
  if (typeof input.anonymous === 'boolean' && round.flags.anonymityApplications) {
    await ctx.db
      .update(funnels)
      .set({ anonymous: input.anonymous, updatedAt: new Date() })
      .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.id, round.funnelId)));
  }
  if (deadline?.getTime() !== round.deadline?.getTime()) {
    const taskIds = (await poolOf(ctx.db, incubatorId, round.id)).flatMap((p) => (p.taskId ? [p.taskId] : []));
    if (taskIds.length > 0) {
      await ctx.db
        .update(tasks)
        .set({ dueDate: deadline ?? defaultDue(), updatedAt: new Date() })
        .where(and(eq(tasks.incubatorId, incubatorId), inArray(tasks.id, taskIds)));
    }
  }
  return evaluationRound(ctx, round.id, { search: null, page: 0 });
}

/** Users who may be in a pool: anyone but applicants, founders and community members, active or invited. */
async function checkEvaluators(db: Db, incubatorId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  if (!userIds.every(isUuid))
    throw new ValidationError([{ field: 'evaluators', message: EVALUATION_MESSAGES.notEvaluator }]);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.incubatorId, incubatorId),
        inArray(users.id, [...new Set(userIds)]),
        notInArray(roles.type, ['Applicant', 'Cofounder', 'CommunityMember']),
      ),
    );
  if (rows.length !== new Set(userIds).size) {
    throw new ValidationError([{ field: 'evaluators', message: EVALUATION_MESSAGES.notEvaluator }]);
  }
}

export async function setRoundEvaluators(
  ctx: Ctx,
  roundId: string,
  evaluators: readonly { userId: string; cap: number }[],
): Promise<EvaluationRoundView> {
  const { incubatorId } = viewerOf(ctx);
  const round = await managedRound(ctx, roundId);
  if (evaluators.length > MAX_POOL)
    throw new ValidationError([{ field: 'evaluators', message: EVALUATION_MESSAGES.tooManyEvaluators }]);
  for (const e of evaluators) {
    if (!Number.isInteger(e.cap) || e.cap < 0 || e.cap > MAX_CAP) {
      throw new ValidationError([{ field: 'cap', message: EVALUATION_MESSAGES.cap }]);
    }
  }
  const unique = new Map(evaluators.map((e) => [e.userId, e.cap]));
  await checkEvaluators(ctx.db, incubatorId, [...unique.keys()]);
  const current = await poolOf(ctx.db, incubatorId, round.id);
  const keep = new Set(unique.keys());
  const removed = current.filter((p) => !keep.has(p.userId)).map((p) => p.userId);
  if (removed.length > 0) {
    await ctx.db
      .delete(evaluationEvaluators)
      .where(
        and(
          eq(evaluationEvaluators.incubatorId, incubatorId),
          eq(evaluationEvaluators.roundId, round.id),
          inArray(evaluationEvaluators.userId, removed),
        ),
      );
  }
  for (const [userId, cap] of unique) {
    await ctx.db
      .insert(evaluationEvaluators)
      .values({ incubatorId, roundId: round.id, userId, cap })
      .onConflictDoUpdate({
        target: [evaluationEvaluators.incubatorId, evaluationEvaluators.roundId, evaluationEvaluators.userId],
        set: { cap },
      });
  }
  return evaluationRound(ctx, round.id, { search: null, page: 0 });
}

// ——— Assigning ———

const defaultDue = () => new Date(Date.now() + 14 * 24 * 3600 * 1000);

/**
 * Adds pairs to a round: each evaluator joins the pool if they were not in it, gets their `evaluation` task (one per
 * round, due at its deadline) and an e-mail listing how many applications wait for them. Existing pairs are kept.
 */
async function addAssignments(
  ctx: Ctx,
  round: RoundContext,
  pairs: readonly { evaluatorId: string; applicationId: string; fit: number | null }[],
): Promise<number> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (pairs.length === 0) return 0;
  const inserted = await ctx.db
    .insert(evaluationAssignments)
    .values(
      pairs.map((p) => ({
        incubatorId,
        id: newId(),
        roundId: round.id,
        applicationId: p.applicationId,
        evaluatorId: p.evaluatorId,
        fit: p.fit,
        assignedBy: viewer.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ evaluatorId: evaluationAssignments.evaluatorId });
  const perEvaluator = new Map<string, number>();
  for (const row of inserted) perEvaluator.set(row.evaluatorId, (perEvaluator.get(row.evaluatorId) ?? 0) + 1);
  if (perEvaluator.size === 0) return 0;
  await ctx.db
    .insert(evaluationEvaluators)
    .values(
      [...perEvaluator.keys()].map((userId) => ({ incubatorId, roundId: round.id, userId, cap: round.defaultCap })),
    )
    .onConflictDoNothing();
  await ensureTasks(ctx, round, [...perEvaluator.keys()]);
  // The sweep's reminders link back to where staff run the round.
  await ctx.db
    .insert(evaluationSettings)
    .values({ incubatorId, roundId: round.id, origin: ctx.request.origin })
    .onConflictDoUpdate({
      target: [evaluationSettings.incubatorId, evaluationSettings.roundId],
      set: { origin: ctx.request.origin },
    });
  await mailEvaluators(
    await mailContextOf(ctx, incubatorId),
    'evaluationAssigned',
    perEvaluator,
    round,
    ctx.request.origin,
  );
  return inserted.length;
}

/** One e-mail per evaluator (their count of reviews, the round, its deadline), in their language. */
export async function mailEvaluators(
  mail: MailContext,
  template: 'evaluationAssigned' | 'evaluationReminder',
  perEvaluator: ReadonlyMap<string, number>,
  round: { name: string; funnelName: string; deadline: Date | null },
  origin: string,
): Promise<number> {
  const people = await evaluatorsToMail(mail.db, mail.incubator.id, [...perEvaluator.keys()]);
  for (const person of people) {
    await sendActionEmail(mail, {
      template,
      to: person.email,
      userId: person.id,
      language: resolveLanguage(person.language, mail.incubator.defaultLanguage),
      name: person.firstName,
      link: `${origin}${MY_EVALUATIONS_PATH}`,
      values: {
        count: perEvaluator.get(person.id) ?? 0,
        round: round.name,
        funnel: round.funnelName,
        deadline: round.deadline ? round.deadline.toISOString().slice(0, 10) : '—',
      },
    });
  }
  return people.length;
}

async function evaluatorsToMail(db: Db, incubatorId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), inArray(users.id, [...ids])));
}

/** Each evaluator's task for the round: created once, reopened when new reviews come. */
async function ensureTasks(ctx: Ctx, round: RoundContext, evaluatorIds: readonly string[]): Promise<void> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const pool = await poolOf(ctx.db, incubatorId, round.id);
  for (const evaluatorId of evaluatorIds) {
    const entry = pool.find((p) => p.userId === evaluatorId);
    if (entry?.taskId) {
      await ctx.db
        .update(tasks)
        .set({ completionStatus: 'PENDING', updatedAt: new Date() })
        .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, entry.taskId)));
      await ctx.db
        .update(taskAssignees)
        .set({ done: false, completedAt: null, completedBy: null })
        .where(and(eq(taskAssignees.incubatorId, incubatorId), eq(taskAssignees.taskId, entry.taskId)));
      continue;
    }
    const taskId = newId();
    await ctx.db.insert(tasks).values({
      incubatorId,
      id: taskId,
      name: `Evaluate the applications of ${round.funnelName} — ${round.name}`,
      dueDate: round.deadline ?? defaultDue(),
      url: MY_EVALUATIONS_PATH,
      taskType: 'evaluation',
      createdBy: viewer.userId,
    });
    await ctx.db.insert(taskAssignees).values({ incubatorId, id: newId(), taskId, type: 'User', value: evaluatorId });
    await ctx.db
      .update(evaluationEvaluators)
      .set({ taskId })
      .where(
        and(
          eq(evaluationEvaluators.incubatorId, incubatorId),
          eq(evaluationEvaluators.roundId, round.id),
          eq(evaluationEvaluators.userId, evaluatorId),
        ),
      );
  }
}

/** Ticks an evaluator's task once every review of theirs in the round is submitted. */
async function settleTask(db: Db, incubatorId: string, roundId: string, evaluatorId: string): Promise<void> {
  const [entry] = await db
    .select({
      taskId: evaluationEvaluators.taskId,
      open: sql<number>`(select count(*)::int from ${evaluationAssignments} ea where ea.incubator_id = ${incubatorId}
        and ea.round_id = ${roundId} and ea.evaluator_id = ${evaluatorId} and ea.status <> 'submitted')`,
    })
    .from(evaluationEvaluators)
    .where(
      and(
        eq(evaluationEvaluators.incubatorId, incubatorId),
        eq(evaluationEvaluators.roundId, roundId),
        eq(evaluationEvaluators.userId, evaluatorId),
      ),
    );
  if (!entry?.taskId) return;
  const done = entry.open === 0;
  await db
    .update(tasks)
    .set({ completionStatus: done ? 'COMPLETED' : 'PENDING', updatedAt: new Date() })
    .where(and(eq(tasks.incubatorId, incubatorId), eq(tasks.id, entry.taskId)));
  await db
    .update(taskAssignees)
    .set({ done, completedAt: done ? new Date() : null, completedBy: done ? evaluatorId : null })
    .where(and(eq(taskAssignees.incubatorId, incubatorId), eq(taskAssignees.taskId, entry.taskId)));
}

async function roundApplications(db: Db, incubatorId: string, roundId: string): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(inRound(incubatorId, roundId, null));
  return rows.map((row) => row.id);
}

/** By hand: every evaluator given to every application given, refusing conflicts and full caps by name. */
export async function assignEvaluators(
  ctx: Ctx,
  roundId: string,
  applicationIds: readonly string[],
  evaluatorIds: readonly string[],
): Promise<number> {
  const { incubatorId } = viewerOf(ctx);
  const round = await managedRound(ctx, roundId);
  const appIds = [...new Set(applicationIds)];
  const evalIds = [...new Set(evaluatorIds)];
  if (appIds.length === 0 || evalIds.length === 0) return 0;
  if (appIds.length * evalIds.length > 5000) {
    throw new ValidationError([{ field: 'applicationIds', message: 'Assign at most 5,000 pairs at once' }]);
  }
  const inRoundIds = new Set(await roundApplications(ctx.db, incubatorId, round.id));
  if (!appIds.every((id) => inRoundIds.has(id))) {
    throw new ValidationError([{ field: 'applicationIds', message: EVALUATION_MESSAGES.notInRound }]);
  }
  await checkEvaluators(ctx.db, incubatorId, evalIds);
  const facts = await applicationFacts(ctx.db, incubatorId, appIds);
  const conflicts = await conflictsOf(ctx.db, incubatorId, evalIds, facts);
  const names = await loadAvatars(ctx.db, incubatorId, evalIds);
  const nameOf = (id: string) => {
    const a = names.get(id);
    return a ? `${a.firstName} ${a.lastName}`.trim() : 'This evaluator';
  };
  const first = conflicts[0];
  if (first) {
    const app = facts.find((f) => f.id === first.applicationId);
    throw new ValidationError([
      {
        field: 'evaluatorIds',
        message: EVALUATION_MESSAGES.conflict(nameOf(first.evaluatorId), app ? applicationLabel(app, false) : ''),
      },
    ]);
  }
  const existing = await assignmentsOfRound(ctx.db, incubatorId, round.id);
  const pool = await poolOf(ctx.db, incubatorId, round.id);
  for (const evaluatorId of evalIds) {
    const cap = pool.find((p) => p.userId === evaluatorId)?.cap ?? round.defaultCap;
    const load = existing.filter((a) => a.evaluatorId === evaluatorId).length;
    const adding = appIds.filter(
      (id) => !existing.some((a) => a.evaluatorId === evaluatorId && a.applicationId === id),
    ).length;
    if (load + adding > cap) {
      throw new ValidationError([
        { field: 'evaluatorIds', message: EVALUATION_MESSAGES.capReached(nameOf(evaluatorId)) },
      ]);
    }
  }
  return addAssignments(
    ctx,
    round,
    appIds.flatMap((applicationId) => evalIds.map((evaluatorId) => ({ evaluatorId, applicationId, fit: null }))),
  );
}

export async function unassignEvaluation(ctx: Ctx, id: string): Promise<string> {
  const { incubatorId } = viewerOf(ctx);
  const row = await findAssignment(ctx.db, incubatorId, id);
  await managedRound(ctx, row.roundId);
  if (row.status === 'submitted')
    throw new ValidationError([{ field: 'id', message: EVALUATION_MESSAGES.alreadySubmitted }]);
  await ctx.db
    .delete(evaluationAssignments)
    .where(and(eq(evaluationAssignments.incubatorId, incubatorId), eq(evaluationAssignments.id, row.id)));
  await settleTask(ctx.db, incubatorId, row.roundId, row.evaluatorId);
  return row.id;
}

async function findAssignment(db: Db, incubatorId: string, id: string) {
  if (!isUuid(id)) throw new NotFoundError('The review');
  const [row] = await db
    .select()
    .from(evaluationAssignments)
    .where(and(eq(evaluationAssignments.incubatorId, incubatorId), eq(evaluationAssignments.id, id)));
  if (!row) throw new NotFoundError('The review');
  return row;
}

// ——— The solver ———

export interface SolverPreview {
  pairs: {
    evaluatorId: string;
    evaluatorName: string;
    applicationId: string;
    applicationLabel: string;
    fit: number;
    kept: boolean;
    pinned: boolean;
  }[];
  loads: { evaluatorId: string; evaluatorName: string; load: number; cap: number; averageFit: number }[];
  averageFit: number;
  covered: number;
  applicationCount: number;
  newPairs: number;
  shortfalls: {
    applicationId: string;
    applicationLabel: string;
    missing: number;
    eligible: number;
    conflicts: number;
    forbidden: number;
    reason: string;
    message: string;
  }[];
  droppedPins: string[];
  method: string;
  status: string;
  seconds: number;
}

interface Pair {
  evaluatorId: string;
  applicationId: string;
}

function shortfallMessage(s: {
  missing: number;
  eligible: number;
  conflicts: number;
  forbidden: number;
  reason: string;
}) {
  if (s.reason === 'conflicts') {
    return `${s.missing} review(s) missing: only ${s.eligible} evaluator(s) of the pool can review it (${s.conflicts} in conflict, ${s.forbidden} forbidden)`;
  }
  return `${s.missing} review(s) missing: the evaluators who could review it have reached their caps`;
}

/** Runs the solver over the whole round (the pool, every application in it, what is assigned, pins and forbids). */
export async function previewEvaluationAssignment(
  ctx: Ctx,
  roundId: string,
  pinned: readonly Pair[],
  forbidden: readonly Pair[],
): Promise<SolverPreview> {
  const { incubatorId } = viewerOf(ctx);
  const round = await managedRound(ctx, roundId);
  const appIds = await roundApplications(ctx.db, incubatorId, round.id);
  const [pool, existing, facts] = await Promise.all([
    poolOf(ctx.db, incubatorId, round.id),
    assignmentsOfRound(ctx.db, incubatorId, round.id),
    applicationFacts(ctx.db, incubatorId, appIds),
  ]);
  const conflicts = await conflictsOf(
    ctx.db,
    incubatorId,
    pool.map((p) => p.userId),
    facts,
  );
  const expertise = new Map(pool.map((p) => [p.userId, p.expertise ?? []]));
  const terms = new Map(facts.map((f) => [f.id, f.terms]));
  const inRoundIds = new Set(appIds);
  const poolIds = new Set(pool.map((p) => p.userId));
  const valid = (p: Pair) => inRoundIds.has(p.applicationId) && poolIds.has(p.evaluatorId);
  const input: SolverInput = {
    applications: facts.map((f) => ({ id: f.id, reviewsNeeded: round.reviewsNeeded })),
    // Reviews assigned in this round outside the pool (by hand, or someone removed from it) count as kept pairs.
    evaluators: pool.map((p) => ({ id: p.userId, cap: p.cap })),
    fit: (evaluatorId, applicationId) => tagFit(expertise.get(evaluatorId) ?? [], terms.get(applicationId) ?? []),
    conflicts: new Set(conflicts.map((c) => pairKey(c.evaluatorId, c.applicationId))),
    forbidden: new Set(forbidden.filter(valid).map((p) => pairKey(p.evaluatorId, p.applicationId))),
    pinned: new Set(pinned.filter(valid).map((p) => pairKey(p.evaluatorId, p.applicationId))),
    existing: new Set(existing.filter(valid).map((p) => pairKey(p.evaluatorId, p.applicationId))),
  };
  const result = await solveAssignment(input);
  const names = new Map(pool.map((p) => [p.userId, p.name]));
  const labels = new Map(facts.map((f) => [f.id, applicationLabel(f, false)]));
  const fitsOf = new Map<string, number[]>();
  for (const pair of result.pairs) fitsOf.set(pair.evaluatorId, [...(fitsOf.get(pair.evaluatorId) ?? []), pair.fit]);
  const mean = (values: readonly number[]) =>
    values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
  return {
    pairs: result.pairs.map((p) => ({
      ...p,
      evaluatorName: names.get(p.evaluatorId) ?? '',
      applicationLabel: labels.get(p.applicationId) ?? '',
    })),
    loads: result.loads.map((l) => ({
      ...l,
      evaluatorName: names.get(l.evaluatorId) ?? '',
      averageFit: mean(fitsOf.get(l.evaluatorId) ?? []),
    })),
    averageFit: result.averageFit,
    covered: result.covered,
    applicationCount: facts.length,
    newPairs: result.pairs.filter((p) => !p.kept).length,
    shortfalls: result.shortfalls.map((s) => ({
      ...s,
      applicationLabel: labels.get(s.applicationId) ?? '',
      message: shortfallMessage(s),
    })),
    droppedPins: result.droppedPins.map(
      (d) =>
        `${names.get(d.evaluatorId) ?? ''} — ${labels.get(d.applicationId) ?? ''}: ${
          d.reason === 'conflict' ? 'conflict of interest' : 'workload cap reached'
        }`,
    ),
    method: result.method,
    status: result.status,
    seconds: result.seconds,
  };
}

/**
 * Applies a previewed assignment: the pairs are checked again (pool, conflicts, caps) and every application of the
 * round must end with its reviews, else nothing is assigned and the message names those left short.
 */
export async function applyEvaluationAssignment(ctx: Ctx, roundId: string, pairs: readonly Pair[]): Promise<number> {
  const { incubatorId } = viewerOf(ctx);
  const round = await managedRound(ctx, roundId);
  const appIds = await roundApplications(ctx.db, incubatorId, round.id);
  const [pool, existing, facts] = await Promise.all([
    poolOf(ctx.db, incubatorId, round.id),
    assignmentsOfRound(ctx.db, incubatorId, round.id),
    applicationFacts(ctx.db, incubatorId, appIds),
  ]);
  const inRoundIds = new Set(appIds);
  const capOf = new Map(pool.map((p) => [p.userId, p.cap]));
  const existingKeys = new Set(existing.map((a) => pairKey(a.evaluatorId, a.applicationId)));
  const fresh = [
    ...new Map(
      pairs
        .filter((p) => !existingKeys.has(pairKey(p.evaluatorId, p.applicationId)))
        .map((p) => [pairKey(p.evaluatorId, p.applicationId), p]),
    ).values(),
  ];
  for (const p of fresh) {
    if (!inRoundIds.has(p.applicationId)) {
      throw new ValidationError([{ field: 'pairs', message: EVALUATION_MESSAGES.notInRound }]);
    }
    if (!capOf.has(p.evaluatorId))
      throw new ValidationError([{ field: 'pairs', message: EVALUATION_MESSAGES.notEvaluator }]);
  }
  const conflicts = await conflictsOf(ctx.db, incubatorId, [...capOf.keys()], facts);
  const conflictKeys = new Set(conflicts.map((c) => pairKey(c.evaluatorId, c.applicationId)));
  const names = new Map(pool.map((p) => [p.userId, p.name]));
  const labels = new Map(facts.map((f) => [f.id, applicationLabel(f, false)]));
  for (const p of fresh) {
    if (conflictKeys.has(pairKey(p.evaluatorId, p.applicationId))) {
      throw new ValidationError([
        {
          field: 'pairs',
          message: EVALUATION_MESSAGES.conflict(names.get(p.evaluatorId) ?? '', labels.get(p.applicationId) ?? ''),
        },
      ]);
    }
  }
  const all = [...existing.map((a) => ({ evaluatorId: a.evaluatorId, applicationId: a.applicationId })), ...fresh];
  for (const [evaluatorId, cap] of capOf) {
    if (all.filter((p) => p.evaluatorId === evaluatorId).length > cap) {
      throw new ValidationError([
        { field: 'pairs', message: EVALUATION_MESSAGES.capReached(names.get(evaluatorId) ?? '') },
      ]);
    }
  }
  const short = appIds.filter((id) => all.filter((p) => p.applicationId === id).length < round.reviewsNeeded);
  if (short.length > 0) {
    const listed = short.slice(0, 10).map((id) => labels.get(id) ?? id);
    const more = short.length > 10 ? ` and ${short.length - 10} more` : '';
    throw new ValidationError([
      { field: 'pairs', message: EVALUATION_MESSAGES.shortfall(`${listed.join(', ')}${more}`) },
    ]);
  }
  const expertise = new Map(pool.map((p) => [p.userId, p.expertise ?? []]));
  const terms = new Map(facts.map((f) => [f.id, f.terms]));
  return addAssignments(
    ctx,
    round,
    fresh.map((p) => ({ ...p, fit: tagFit(expertise.get(p.evaluatorId) ?? [], terms.get(p.applicationId) ?? []) })),
  );
}

// ——— The evaluator's side ———

export interface MyEvaluationView {
  id: string;
  roundName: string;
  funnelName: string;
  applicationLabel: string;
  status: ReviewStatus;
  score: number | null;
  maxScore: number | null;
  deadline: Date | null;
  updatedAt: Date;
}

/** The signed-in evaluator's queue: to do first (by deadline), then submitted, at most 500. */
export async function myEvaluations(ctx: Ctx): Promise<MyEvaluationView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const rows = await ctx.db
    .select({
      id: evaluationAssignments.id,
      applicationId: evaluationAssignments.applicationId,
      status: evaluationAssignments.status,
      score: evaluationAssignments.score,
      maxScore: evaluationAssignments.maxScore,
      updatedAt: evaluationAssignments.updatedAt,
      roundName: funnelRounds.name,
      deadline: funnelRounds.deadline,
      funnelName: funnels.name,
      hidden: sql<boolean>`${funnels.anonymous} and coalesce((select ff.enabled from feature_flags ff
        where ff.incubator_id = ${funnels.incubatorId} and ff.name = 'anonymityApplications'), false)`,
      startupName: applications.startupName,
      applicantName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u
        where u.incubator_id = ${applications.incubatorId} and u.id = ${applications.applicantId})`,
    })
    .from(evaluationAssignments)
    .innerJoin(
      funnelRounds,
      and(
        eq(funnelRounds.incubatorId, evaluationAssignments.incubatorId),
        eq(funnelRounds.id, evaluationAssignments.roundId),
      ),
    )
    .innerJoin(funnels, and(eq(funnels.incubatorId, funnelRounds.incubatorId), eq(funnels.id, funnelRounds.funnelId)))
    .innerJoin(
      applications,
      and(
        eq(applications.incubatorId, evaluationAssignments.incubatorId),
        eq(applications.id, evaluationAssignments.applicationId),
      ),
    )
    .where(
      and(eq(evaluationAssignments.incubatorId, incubatorId), eq(evaluationAssignments.evaluatorId, viewer.userId)),
    )
    .orderBy(
      sql`${evaluationAssignments.status} = 'submitted'`,
      sql`${funnelRounds.deadline} asc nulls last`,
      asc(evaluationAssignments.createdAt),
    )
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    roundName: row.roundName,
    funnelName: row.funnelName,
    applicationLabel: applicationLabel(
      { id: row.applicationId, startupName: row.startupName, applicantName: row.applicantName },
      row.hidden,
    ),
    status: row.status,
    score: row.score,
    maxScore: row.maxScore,
    deadline: row.deadline,
    updatedAt: row.updatedAt,
  }));
}

export interface EvaluationReviewView {
  id: string;
  status: ReviewStatus;
  applicationLabel: string;
  roundName: string;
  funnelName: string;
  deadline: Date | null;
  anonymous: boolean;
  canEdit: boolean;
  lockedReason: string | null;
  formTitle: string;
  questions: FormQuestion[];
  languages: string[];
  answers: FormAnswers;
  score: number | null;
  maxScore: number | null;
  sections: { id: string; title: string; questions: FormQuestion[]; languages: string[]; answers: FormAnswers }[];
  otherScores: { evaluatorName: string; score: number; maxScore: number | null }[];
}

/** The assignment, if it is the viewer's: another's is refused with the spec'd words (it is not theirs to read). */
async function ownAssignment(ctx: Ctx, id: string) {
  const { viewer, incubatorId } = viewerOf(ctx);
  const row = await findAssignment(ctx.db, incubatorId, id);
  if (row.evaluatorId !== viewer.userId) throw new ForbiddenError(EVALUATION_MESSAGES.notAssigned);
  const round = await loadRound(ctx.db, incubatorId, row.roundId);
  return { row, round, viewer, incubatorId };
}

function lockOf(round: RoundContext, status: ReviewStatus, now = new Date()): string | null {
  if (status === 'submitted' && !round.reviewsEditable) return EVALUATION_MESSAGES.submittedLocked;
  if (round.deadline && round.deadline.getTime() < now.getTime() && !round.lateReviews) {
    return EVALUATION_MESSAGES.deadlinePassed;
  }
  return null;
}

/** Types of answers that name or show who applied: left out of anonymous reviews whatever they hold. */
const REVEALING_TYPES = new Set(['file', 'video', 'phone', 'text_link', 'custom_field']);

/**
 * An application's answers as an evaluator of an anonymous round may read them: questions that reveal identity by
 * nature are left out, and every name, e-mail address and startup name of the application is blanked wherever it
 * appears in the remaining answers (text, table cells, write-ins).
 */
export function redactAnswers(
  questions: readonly FormQuestion[],
  answers: FormAnswers,
  identity: readonly string[],
  label: string,
): { questions: FormQuestion[]; answers: FormAnswers } {
  const kept = questions.filter((q) => !REVEALING_TYPES.has(q.behavesAs ?? q.questionType));
  const words = identity
    .map((w) => w.trim())
    .filter((w) => w.length >= 2)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = words.length > 0 ? new RegExp(words.join('|'), 'giu') : null;
  const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const noMail = value.replace(email, '[…]');
      return pattern ? noMail.replace(pattern, label) : noMail;
    }
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
    }
    return value;
  };
  const ids = new Set(kept.map((q) => q.id));
  const out: FormAnswers = {};
  for (const [id, value] of Object.entries(answers)) if (ids.has(id)) out[id] = scrub(value) as FormAnswers[string];
  return { questions: kept, answers: out };
}

async function reviewView(ctx: Ctx, id: string): Promise<EvaluationReviewView> {
  const { row, round, incubatorId } = await ownAssignment(ctx, id);
  if (!round.formId) throw new ValidationError([{ field: 'id', message: EVALUATION_MESSAGES.noForm }]);
  const [form, [facts], sheets, others] = await Promise.all([
    currentFormRow(ctx.db, incubatorId, round.formId),
    applicationFacts(ctx.db, incubatorId, [row.applicationId]),
    ctx.db
      .select({ id: formResponses.id, formId: formResponses.formId, answers: formResponses.answers })
      .from(formResponses)
      .where(
        and(
          eq(formResponses.incubatorId, incubatorId),
          eq(formResponses.subjectId, row.applicationId),
          eq(formResponses.subjectKind, 'application'),
          eq(formResponses.status, 'submitted'),
        ),
      )
      .orderBy(asc(formResponses.createdAt)),
    row.status === 'submitted' && round.scoresVisible
      ? ctx.db
          .select({ score: evaluationAssignments.score, maxScore: evaluationAssignments.maxScore })
          .from(evaluationAssignments)
          .where(
            and(
              eq(evaluationAssignments.incubatorId, incubatorId),
              eq(evaluationAssignments.roundId, row.roundId),
              eq(evaluationAssignments.applicationId, row.applicationId),
              eq(evaluationAssignments.status, 'submitted'),
              sql`${evaluationAssignments.id} <> ${row.id}`,
            ),
          )
          .orderBy(asc(evaluationAssignments.submittedAt))
      : Promise.resolve([]),
  ]);
  if (!facts) throw new NotFoundError('The application');
  const hidden = round.anonymousToEvaluators;
  const label = applicationLabel(facts, hidden);
  const versions =
    sheets.length === 0
      ? []
      : await ctx.db
          .select({ id: forms.id, title: forms.title, questions: forms.questions, languages: forms.languages })
          .from(forms)
          .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.id, [...new Set(sheets.map((s) => s.formId))])));
  const identity = [
    facts.startupName ?? '',
    facts.applicantName ?? '',
    facts.applicantEmail ?? '',
    ...facts.memberNames,
  ];
  // First and last names alone too: "Maria" in a pitch names her as well as "Maria Silva".
  for (const name of [facts.applicantName ?? '', ...facts.memberNames]) identity.push(...name.split(/\s+/));
  const sections = sheets.flatMap((sheet) => {
    const version = versions.find((v) => v.id === sheet.formId);
    if (!version) return [];
    const shown = hidden
      ? redactAnswers(version.questions, sheet.answers, identity, label)
      : { questions: version.questions, answers: sheet.answers };
    return [{ id: sheet.id, title: version.title, languages: version.languages, ...shown }];
  });
  return {
    id: row.id,
    status: row.status,
    applicationLabel: label,
    roundName: round.name,
    funnelName: round.funnelName,
    deadline: round.deadline,
    anonymous: hidden,
    canEdit: lockOf(round, row.status) === null,
    lockedReason: lockOf(round, row.status),
    formTitle: form.title,
    questions: form.questions,
    languages: form.languages,
    answers: row.answers,
    score: row.score,
    maxScore: row.maxScore,
    sections,
    otherScores: others.flatMap((o, index) =>
      o.score === null ? [] : [{ evaluatorName: `Reviewer ${index + 1}`, score: o.score, maxScore: o.maxScore }],
    ),
  };
}

export function evaluationReview(ctx: Ctx, id: string): Promise<EvaluationReviewView> {
  return reviewView(ctx, id);
}

async function writeReview(ctx: Ctx, id: string, given: unknown, submit: boolean): Promise<EvaluationReviewView> {
  const { row, round, viewer, incubatorId } = await ownAssignment(ctx, id);
  if (!round.formId) throw new ValidationError([{ field: 'id', message: EVALUATION_MESSAGES.noForm }]);
  const locked = lockOf(round, row.status);
  if (locked) throw new ValidationError([{ field: 'answers', message: locked }]);
  const form = await currentFormRow(ctx.db, incubatorId, round.formId);
  const language = resolveLanguage(ctx.request.language, form.languages[0] ?? 'en');
  let answers: FormAnswers;
  let score: { score: number; max: number; sections: unknown[] } | null = null;
  if (submit) {
    const checked = checkAnswers(form, given, {
      roleType: viewer.roleType,
      language,
      maxFileSize: ctx.config.uploadLimitBytes,
    });
    answers = checked.answers;
    score = checked.score;
  } else {
    answers = draftAnswers(form.questions, given);
  }
  const status: ReviewStatus = submit ? 'submitted' : row.status === 'submitted' ? 'submitted' : 'draft';
  if (!submit && row.status === 'submitted') {
    // A submitted review is changed by submitting again (it must stay complete): a draft save would half-undo it.
    throw new ValidationError([{ field: 'answers', message: EVALUATION_MESSAGES.submitAgain }]);
  }
  await ctx.db
    .update(evaluationAssignments)
    .set({
      status,
      formId: form.id,
      answers,
      ...(score
        ? { score: score.score, maxScore: score.max, sectionScores: score.sections as never, submittedAt: new Date() }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(evaluationAssignments.incubatorId, incubatorId), eq(evaluationAssignments.id, row.id)));
  if (submit) await settleTask(ctx.db, incubatorId, row.roundId, row.evaluatorId);
  return reviewView(ctx, row.id);
}

export function saveEvaluationDraft(ctx: Ctx, id: string, answers: unknown): Promise<EvaluationReviewView> {
  return writeReview(ctx, id, answers, false);
}

export function submitEvaluation(ctx: Ctx, id: string, answers: unknown): Promise<EvaluationReviewView> {
  return writeReview(ctx, id, answers, true);
}

/**
 * The evaluator declares a conflict of interest: recorded (on the application, or on its startup for every
 * application of it), and the assignment removed for staff or the solver to fill. A submitted review stays.
 */
export async function declareEvaluationConflict(
  ctx: Ctx,
  id: string,
  reason: string | null,
  wholeStartup: boolean,
): Promise<string> {
  const { row, incubatorId } = await ownAssignment(ctx, id);
  const note = reason?.trim().slice(0, 1000) || null;
  if (row.status === 'submitted')
    throw new ValidationError([{ field: 'id', message: EVALUATION_MESSAGES.alreadySubmitted }]);
  const [facts] = await applicationFacts(ctx.db, incubatorId, [row.applicationId]);
  const startupId = wholeStartup ? (facts?.startupId ?? null) : null;
  await ctx.db
    .insert(evaluationConflicts)
    .values({
      incubatorId,
      id: newId(),
      evaluatorId: row.evaluatorId,
      applicationId: startupId ? null : row.applicationId,
      startupId,
      reason: note,
    })
    .onConflictDoNothing();
  await ctx.db
    .delete(evaluationAssignments)
    .where(and(eq(evaluationAssignments.incubatorId, incubatorId), eq(evaluationAssignments.id, row.id)));
  await settleTask(ctx.db, incubatorId, row.roundId, row.evaluatorId);
  return row.id;
}

/** Reminders for reviews not submitted yet (all of the round, or those given): one e-mail per evaluator. */
export async function remindEvaluators(
  ctx: Ctx,
  roundId: string,
  assignmentIds: readonly string[] | null,
): Promise<number> {
  const { incubatorId } = viewerOf(ctx);
  const round = await managedRound(ctx, roundId);
  const open = (await assignmentsOfRound(ctx.db, incubatorId, round.id)).filter(
    (a) => a.status !== 'submitted' && (assignmentIds === null || assignmentIds.includes(a.id)),
  );
  if (open.length === 0) return 0;
  const perEvaluator = new Map<string, number>();
  for (const a of open) perEvaluator.set(a.evaluatorId, (perEvaluator.get(a.evaluatorId) ?? 0) + 1);
  const sent = await mailEvaluators(
    await mailContextOf(ctx, incubatorId),
    'evaluationReminder',
    perEvaluator,
    round,
    ctx.request.origin,
  );
  await ctx.db
    .update(evaluationAssignments)
    .set({ remindedAt: new Date() })
    .where(
      and(
        eq(evaluationAssignments.incubatorId, incubatorId),
        inArray(
          evaluationAssignments.id,
          open.map((a) => a.id),
        ),
      ),
    );
  return sent;
}

export { applicationFacts, applicationLabel, assignmentsOfRound };
