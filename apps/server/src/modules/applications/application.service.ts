import {
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  canChangeApplicationStatus,
  formatMessage,
  type FormAnswers,
  isCallOpen,
  isInRoleGroup,
  type RoundKind,
  statusForRound,
} from '@cohort/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { outer } from '../../platform/db/sql.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  type ApplicationAccess,
  canDecideApplication,
  canDeleteApplication,
  canDownloadApplicationDocuments,
  canEditApplicationDraft,
  canProcessApplication,
  canSeePrivateApplicationComments,
  canViewApplication,
  canViewApplicationAsStaff,
  type PolicyViewer,
  seesApplicantIdentity,
  seesEveryApplication,
} from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { type AvatarData, avatarJson } from '../directory/index.ts';
import { formResponses } from '../forms/index.ts';
import { funnelAdmins, funnelRounds, funnels } from '../funnels/index.ts';
import { featureFlags } from '../organisations/index.ts';
import { type StartupSummary, startupSummaryJson } from '../startups/index.ts';
import { tags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import {
  type ApplicationRow,
  applicationMeetings,
  applicationMembers,
  applications,
  applicationStatusChanges,
  applicationTags,
  type ApplicationMeetingRow,
} from './application.table.ts';

export const APPLICATION_SUBJECT = 'application';

export interface ApplicationFunnel {
  id: string;
  name: string;
  slug: string;
  programId: string | null;
  anonymous: boolean;
  allowCofounders: boolean;
  intakeFormId: string | null;
  publishedAt: string | null;
  opensAt: string | null;
  closesAt: string | null;
}
export interface ApplicationRound {
  id: string;
  name: string;
  kind: RoundKind;
  position: number;
  formId: string | null;
  deadline: string | null;
}
export interface ApplicationMember {
  userId: string;
  role: 'owner' | 'cofounder';
  user: AvatarData | null;
}
export interface ApplicationTag {
  id: string;
  name: string;
  color: string | null;
}
/** A sheet of answers about the application: the intake's or a form round's. */
export interface ApplicationSheet {
  id: string;
  formId: string;
  baseId: string;
  status: 'draft' | 'submitted';
  answers: FormAnswers;
  language: string;
  submittedAt: string | null;
  updatedAt: string;
}

/** What the viewer may do to an application (`Application.viewerCan`), from the policies. */
export interface ApplicationViewerCan {
  viewAsStaff: boolean;
  editDraft: boolean;
  process: boolean;
  decide: boolean;
  delete: boolean;
  downloadDocuments: boolean;
  seePrivateComments: boolean;
}

/** An application with everything its pages and lists show: one statement for any number of them. */
export interface ApplicationView extends ApplicationRow {
  funnel: ApplicationFunnel;
  round: ApplicationRound | null;
  applicant: AvatarData | null;
  applicantEmail: string | null;
  members: ApplicationMember[];
  funnelAdminIds: string[];
  tags: ApplicationTag[];
  startup: StartupSummary | null;
  sheets: ApplicationSheet[];
  meeting: ApplicationMeetingRow | null;
  /** Other applications to the same call by the same startup (flagged to staff). */
  duplicateCount: number;
  viewerCan: ApplicationViewerCan;
  /**
   * The viewer may not know who applied (an anonymous funnel, flag anonymityApplications, seesApplicantIdentity):
   * the API leaves out the applicant, their e-mail and the members, and shows `applicantLabel` instead.
   */
  identityHidden: boolean;
  /** "Applicant #…" when identityHidden, else null. */
  applicantLabel: string | null;
}

/** Whether the organisation switched anonymity on (flag anonymityApplications), as a column of a list statement. */
export function anonymityEnabledSql(incubatorId: SQL | string): SQL<boolean> {
  return sql<boolean>`coalesce((select ff.enabled from ${featureFlags} ff
    where ff.incubator_id = ${incubatorId} and ff.name = 'anonymityApplications'), false)`;
}

/**
 * The code of an anonymous applicant: the last eight hexadecimal digits of the application's id (its random part,
 * so it says nothing of the order of applications), the same on every page.
 */
export function anonymousApplicantCode(applicationId: string): string {
  return applicationId.replace(/-/g, '').slice(-8).toUpperCase();
}

/** The applicant as the views read them: a person (json_build_object of `users`), with the e-mail apart. */
export function selectApplicationViews(db: Db) {
  const inc = outer(applications.incubatorId);
  const id = outer(applications.id);
  return db
    .select({
      application: applications,
      funnel: sql<ApplicationFunnel>`(select json_build_object('id', f.id, 'name', f.name, 'slug', f.slug,
          'programId', f.program_id, 'anonymous', f.anonymous, 'allowCofounders', f.allow_cofounders,
          'intakeFormId', f.intake_form_id, 'publishedAt', f.published_at, 'opensAt', f.opens_at, 'closesAt', f.closes_at)
        from ${funnels} f where f.incubator_id = ${inc} and f.id = ${outer(applications.funnelId)})`,
      round: sql<ApplicationRound | null>`(select json_build_object('id', r.id, 'name', r.name, 'kind', r.kind,
          'position', r.position, 'formId', r.form_id, 'deadline', r.deadline)
        from ${funnelRounds} r where r.incubator_id = ${inc} and r.id = ${outer(applications.roundId)})`,
      applicant: avatarJson(outer(applications.applicantId), inc),
      applicantEmail: sql<string | null>`(select u.email from ${users} u
        where u.incubator_id = ${inc} and u.id = ${outer(applications.applicantId)})`,
      members: sql<ApplicationMember[] | null>`(select json_agg(json_build_object('userId', m.user_id, 'role', m.role,
          'user', ${avatarJson(sql`m.user_id`, sql`m.incubator_id`)}) order by m.role desc, m.created_at)
        from ${applicationMembers} m where m.incubator_id = ${inc} and m.application_id = ${id})`,
      funnelAdminIds: sql<string[] | null>`(select array_agg(fa.user_id::text)
        from ${funnelAdmins} fa where fa.incubator_id = ${inc} and fa.funnel_id = ${outer(applications.funnelId)})`,
      tags: sql<
        ApplicationTag[] | null
      >`(select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color)
          order by lower(t.name))
        from ${applicationTags} at join ${tags} t on t.incubator_id = at.incubator_id and t.id = at.tag_id
        where at.incubator_id = ${inc} and at.application_id = ${id})`,
      startup: startupSummaryJson(outer(applications.startupId), inc),
      sheets: sql<ApplicationSheet[] | null>`(select json_agg(json_build_object('id', s.id, 'formId', s.form_id,
          'baseId', s.base_id, 'status', s.status, 'answers', s.answers, 'language', s.language,
          'submittedAt', s.submitted_at, 'updatedAt', s.updated_at) order by s.created_at)
        from ${formResponses} s where s.incubator_id = ${inc} and s.subject_id = ${id}
          and s.subject_kind = ${APPLICATION_SUBJECT})`,
      meeting: sql<Record<string, unknown> | null>`(select to_json(mt) from ${applicationMeetings} mt
        where mt.incubator_id = ${inc} and mt.application_id = ${id} order by mt.created_at desc limit 1)`,
      duplicateCount: sql<number>`(select count(*)::int from ${applications} d
        where d.incubator_id = ${inc} and d.funnel_id = ${outer(applications.funnelId)} and d.id <> ${id}
          and d.status <> 'draft'
          and (d.startup_id = ${outer(applications.startupId)}
            or d.startup_name_key = ${outer(applications.startupNameKey)}))`,
      anonymityEnabled: anonymityEnabledSql(inc),
    })
    .from(applications);
}

export type SelectedApplication = Awaited<ReturnType<ReturnType<typeof selectApplicationViews>['where']>>[number];

function meetingFromJson(json: Record<string, unknown> | null): ApplicationMeetingRow | null {
  if (!json) return null;
  const date = (value: unknown) => (value ? new Date(String(value)) : null);
  return {
    incubatorId: String(json.incubator_id),
    id: String(json.id),
    applicationId: String(json.application_id),
    roundId: (json.round_id as string | null) ?? null,
    state: String(json.state),
    startsAt: date(json.starts_at),
    endsAt: date(json.ends_at),
    location: (json.location as string | null) ?? null,
    conferenceUrl: (json.conference_url as string | null) ?? null,
    message: (json.message as string | null) ?? null,
    organiserId: (json.organiser_id as string | null) ?? null,
    attendeeIds: (json.attendee_ids as string[] | null) ?? [],
    sequence: Number(json.sequence ?? 0),
    createdAt: date(json.created_at) as Date,
    updatedAt: date(json.updated_at) as Date,
  };
}

/** The facts the application policies decide on. */
export function applicationAccess(
  view: Pick<ApplicationView, 'applicantId' | 'members' | 'funnelAdminIds' | 'status' | 'isLead'>,
): ApplicationAccess {
  return {
    applicantId: view.applicantId,
    memberIds: view.members.map((member) => member.userId),
    funnelAdminIds: view.funnelAdminIds,
    status: view.status,
    unclaimedLead: view.isLead && view.applicantId === null,
  };
}

export function viewerCanOf(viewer: PolicyViewer, access: ApplicationAccess): ApplicationViewerCan {
  return {
    viewAsStaff: canViewApplicationAsStaff(viewer, access),
    editDraft: canEditApplicationDraft(viewer, access),
    process: canProcessApplication(viewer, access),
    decide: canDecideApplication(viewer, access),
    delete: canDeleteApplication(viewer, access),
    downloadDocuments: canDownloadApplicationDocuments(viewer, access),
    seePrivateComments: canSeePrivateApplicationComments(viewer, access),
  };
}

export function toView(viewer: PolicyViewer, row: SelectedApplication): ApplicationView {
  const base = {
    ...row.application,
    funnel: row.funnel,
    round: row.round,
    applicant: row.applicant,
    applicantEmail: row.applicantEmail,
    members: row.members ?? [],
    funnelAdminIds: row.funnelAdminIds ?? [],
    tags: row.tags ?? [],
    startup: row.startup,
    sheets: row.sheets ?? [],
    meeting: meetingFromJson(row.meeting),
    duplicateCount: row.duplicateCount,
  };
  const access = applicationAccess(base);
  const identityHidden = !seesApplicantIdentity(viewer, access, row.funnel, row.anonymityEnabled);
  return {
    ...base,
    viewerCan: viewerCanOf(viewer, access),
    identityHidden,
    applicantLabel: identityHidden ? `Applicant #${anonymousApplicantCode(base.id)}` : null,
  };
}

/** Applications by id, as views in the order of the ids, each only if the viewer may see it (one statement). */
export async function applicationViews(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  ids: readonly string[],
): Promise<ApplicationView[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  const rows = await selectApplicationViews(db).where(
    and(eq(applications.incubatorId, incubatorId), inArray(applications.id, valid)),
  );
  // In the order asked for (a batch's results follow its ids).
  const order = new Map(valid.map((id, index) => [id, index]));
  return rows
    .map((row) => toView(viewer, row))
    .filter((view) => canViewApplication(viewer, applicationAccess(view)))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** One application the viewer may see; NotFound otherwise (an applicant never learns of another's). */
export async function findApplicationView(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  id: string,
): Promise<ApplicationView> {
  const [view] = await applicationViews(db, incubatorId, viewer, [id]);
  if (!view) throw new NotFoundError('The application');
  return view;
}

/** The applications the viewer applied with or was invited to (/applications), newest first. */
export async function myApplications(db: Db, incubatorId: string, viewer: PolicyViewer): Promise<ApplicationView[]> {
  const rows = await selectApplicationViews(db)
    .where(
      and(
        eq(applications.incubatorId, incubatorId),
        or(
          eq(applications.applicantId, viewer.userId),
          sql`${applications.id} in (select m.application_id from ${applicationMembers} m
            where m.incubator_id = ${incubatorId} and m.user_id = ${viewer.userId})`,
        ),
      ),
    )
    .orderBy(desc(applications.createdAt), asc(applications.id))
    .limit(200);
  return rows.map((row) => toView(viewer, row));
}

/**
 * Which applications a viewer reaches as staff, as a condition on `applications` (the overview, exports, the
 * dashboard): every one with APPLICATION_ALL:VIEW ALL, else those of the funnels they administer.
 */
export function staffReach(viewer: PolicyViewer, incubatorId: string): SQL | undefined {
  if (seesEveryApplication(viewer)) return undefined;
  return sql`${applications.funnelId} in (select fa.funnel_id from ${funnelAdmins} fa
    where fa.incubator_id = ${incubatorId} and fa.user_id = ${viewer.userId})`;
}

/** Records a change of status or round (the activities tab and the dashboard's time in round read them). */
export async function recordStatusChange(
  db: Db,
  application: Pick<ApplicationRow, 'incubatorId' | 'id' | 'funnelId' | 'status' | 'roundId'>,
  to: { status: ApplicationStatus; roundId: string | null },
  actorId: string | null,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(applicationStatusChanges).values({
    incubatorId: application.incubatorId,
    id: newId(),
    applicationId: application.id,
    funnelId: application.funnelId,
    fromStatus: application.status,
    toStatus: to.status,
    fromRoundId: application.roundId,
    toRoundId: to.roundId,
    actorId,
    createdAt: at,
  });
}

/** Refuses a change of status the transitions of `APPLICATION_TRANSITIONS` do not allow. */
export function checkTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!canChangeApplicationStatus(from, to)) {
    throw new ValidationError([
      { field: 'status', message: formatMessage(APPLICATION_MESSAGES.transition, { from, to }) },
    ]);
  }
}

/**
 * Starts an application to an open call: applicants and founders only, one per person and call. The person becomes
 * its owner; the draft then saves as they type.
 */
export async function startApplication(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  funnelId: string,
  input: { startupName?: string | null; language?: string | null } = {},
  now: Date = new Date(),
): Promise<string> {
  if (!isInRoleGroup(viewer.roleType, 'startupSide')) {
    throw new ForbiddenError(APPLICATION_MESSAGES.applicantRole);
  }
  if (!isUuid(funnelId)) throw new NotFoundError('This call');
  const [funnel] = await db
    .select()
    .from(funnels)
    .where(and(eq(funnels.incubatorId, incubatorId), eq(funnels.id, funnelId), isNull(funnels.archivedAt)));
  if (!funnel?.publishedAt) throw new NotFoundError('This call');
  refuseClosedCall(funnel, now);
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.incubatorId, incubatorId),
        eq(applications.funnelId, funnelId),
        eq(applications.applicantId, viewer.userId),
      ),
    );
  if (existing) throw new ValidationError([{ field: 'funnelId', message: APPLICATION_MESSAGES.duplicate }]);
  const id = newId();
  await db.insert(applications).values({
    incubatorId,
    id,
    funnelId,
    applicantId: viewer.userId,
    startupName: input.startupName?.trim() || null,
    language: input.language ?? 'en',
    createdBy: viewer.userId,
    statusChangedAt: now,
  });
  await db.insert(applicationMembers).values({ incubatorId, applicationId: id, userId: viewer.userId, role: 'owner' });
  return id;
}

/** The call's dates refuse a submission: not open yet, or past its deadline (spec: "a clear message"). */
export function refuseClosedCall(
  funnel: { publishedAt: Date | string | null; opensAt: Date | string | null; closesAt: Date | string | null },
  now: Date = new Date(),
): void {
  if (isCallOpen(funnel, now)) return;
  const closed = funnel.closesAt !== null && new Date(funnel.closesAt) <= now;
  throw new ValidationError([
    { field: 'funnelId', message: closed ? APPLICATION_MESSAGES.callClosed : APPLICATION_MESSAGES.callNotOpen },
  ]);
}

/**
 * Writes the answers of a sheet about the application (intake or form round), as a draft or submitted. The sheet's
 * respondent is the application's applicant, whoever of its people types: co-founders share one draft.
 */
export async function writeSheet(
  db: Db,
  application: Pick<ApplicationRow, 'incubatorId' | 'id' | 'applicantId'>,
  form: { id: string; baseId: string },
  sheet: {
    answers: FormAnswers;
    language: string;
    submitted: boolean;
    score?: { score: number; max: number; sections: unknown[] } | null;
  },
): Promise<string> {
  const now = new Date();
  const values = {
    formId: form.id,
    answers: sheet.answers,
    language: sheet.language,
    updatedAt: now,
    ...(sheet.submitted
      ? {
          status: 'submitted',
          submittedAt: now,
          score: sheet.score && sheet.score.max > 0 ? sheet.score.score : null,
          maxScore: sheet.score && sheet.score.max > 0 ? sheet.score.max : null,
          sectionScores: (sheet.score?.sections ?? null) as never,
        }
      : {}),
  };
  const [existing] = await db
    .select({ id: formResponses.id, status: formResponses.status })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.incubatorId, application.incubatorId),
        eq(formResponses.subjectId, application.id),
        eq(formResponses.subjectKind, APPLICATION_SUBJECT),
        eq(formResponses.baseId, form.baseId),
      ),
    )
    .for('update');
  if (existing?.status === 'submitted') {
    throw new ValidationError([{ field: 'answers', message: APPLICATION_MESSAGES.alreadySubmitted }]);
  }
  if (existing) {
    await db
      .update(formResponses)
      .set(values)
      .where(and(eq(formResponses.incubatorId, application.incubatorId), eq(formResponses.id, existing.id)));
    return existing.id;
  }
  const id = newId();
  await db.insert(formResponses).values({
    incubatorId: application.incubatorId,
    id,
    baseId: form.baseId,
    respondentId: application.applicantId,
    subjectKind: APPLICATION_SUBJECT,
    subjectId: application.id,
    subjectKey: application.id,
    status: 'draft',
    ...values,
  });
  return id;
}

/** The change of status and round an application makes, recorded, with the row updated (one application). */
export async function setApplicationState(
  db: Db,
  application: Pick<ApplicationRow, 'incubatorId' | 'id' | 'funnelId' | 'status' | 'roundId'>,
  to: { status: ApplicationStatus; roundId: string | null },
  actorId: string | null,
  extra: Partial<
    Pick<ApplicationRow, 'submittedAt' | 'decidedAt' | 'preparedDecision' | 'preparedBy' | 'preparedAt'>
  > = {},
): Promise<void> {
  checkTransition(application.status, to.status);
  const now = new Date();
  await db
    .update(applications)
    .set({
      status: to.status,
      roundId: to.roundId,
      statusChangedAt: now,
      updatedAt: now,
      ...(to.roundId !== application.roundId ? { roundEnteredAt: now } : {}),
      ...extra,
    })
    .where(and(eq(applications.incubatorId, application.incubatorId), eq(applications.id, application.id)));
  await recordStatusChange(db, application, to, actorId, now);
}

/** The round of a funnel by id (NotFound when it is of another funnel). */
export async function findRound(db: Db, incubatorId: string, funnelId: string, roundId: string) {
  if (!isUuid(roundId)) throw new NotFoundError('The round');
  const [round] = await db
    .select()
    .from(funnelRounds)
    .where(
      and(eq(funnelRounds.incubatorId, incubatorId), eq(funnelRounds.funnelId, funnelId), eq(funnelRounds.id, roundId)),
    );
  if (!round) throw new NotFoundError('The round');
  return round;
}

/**
 * Moves a submitted application into a round of its funnel: it takes the round's status (form and evaluation rounds
 * under_review, a meeting round ready_for_invitation, the decision round pending_decision). A decided application
 * moves only when delay_rejected (reconsidered).
 */
export async function moveApplication(
  db: Db,
  application: Pick<ApplicationRow, 'incubatorId' | 'id' | 'funnelId' | 'status' | 'roundId'>,
  roundId: string,
  actorId: string,
): Promise<void> {
  // A draft is the applicant's until they submit it: staff never move it into a round (draft → under_review is the
  // submission's transition only).
  if (application.status === 'draft') {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.notSubmitted }]);
  }
  const round = await findRound(db, application.incubatorId, application.funnelId, roundId);
  const status = statusForRound(round.kind as RoundKind);
  await setApplicationState(db, application, { status, roundId: round.id }, actorId);
  await recordActivity(db, {
    incubatorId: application.incubatorId,
    actorId,
    action: 'application.moved',
    entityType: 'application',
    entityId: application.id,
    before: { status: application.status, roundId: application.roundId },
    after: { status, roundId: round.id },
  });
}

/** Deletes an application with its answers (the caller checked canDelete). */
export async function deleteApplication(
  db: Db,
  application: Pick<ApplicationRow, 'incubatorId' | 'id' | 'funnelId' | 'status' | 'startupName'>,
  actorId: string,
): Promise<string> {
  await db
    .delete(formResponses)
    .where(
      and(
        eq(formResponses.incubatorId, application.incubatorId),
        eq(formResponses.subjectId, application.id),
        eq(formResponses.subjectKind, APPLICATION_SUBJECT),
      ),
    );
  await db
    .delete(applications)
    .where(and(eq(applications.incubatorId, application.incubatorId), eq(applications.id, application.id)));
  await recordActivity(db, {
    incubatorId: application.incubatorId,
    actorId,
    action: 'application.deleted',
    entityType: 'application',
    entityId: application.id,
    before: { funnelId: application.funnelId, status: application.status, startupName: application.startupName },
  });
  return application.id;
}

/** The name of the startup a draft applies with. */
export async function setStartupName(
  db: Db,
  application: Pick<ApplicationRow, 'incubatorId' | 'id'>,
  startupName: string | null,
): Promise<void> {
  await db
    .update(applications)
    .set({ startupName, updatedAt: new Date() })
    .where(and(eq(applications.incubatorId, application.incubatorId), eq(applications.id, application.id)));
}
