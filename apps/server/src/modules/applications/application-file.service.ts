import {
  type ApplicationStatus,
  effectiveType,
  type FileRef,
  type FormAnswers,
  type FormQuestion,
} from '@cohort/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { outer } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import {
  canDownloadApplicationCommentFiles,
  canViewApplication,
  canViewStartupFile,
  type PolicyViewer,
} from '../../policies/index.ts';
import { attachments } from '../attachments/index.ts';
import { forms } from '../forms/index.ts';
import { funnelAdmins, funnelRounds, funnels, funnelViews } from '../funnels/index.ts';
import { cachedIncubator } from '../organisations/index.ts';
import { startupAccess } from '../startups/index.ts';
import {
  applicationAccess,
  type ApplicationSheet,
  type ApplicationView,
  applicationViews,
  findApplicationView,
} from './application.service.ts';
import { applicationComments, applicationMembers, applications } from './application.table.ts';
import { applicationFileUrl, COMMENT_FILE_REFERENCE, DRAFT_FILE_REFERENCE } from './application-comments.service.ts';

/** The answers tab (issue 14 point 4, /application/:id/form): one section per sheet, intake first, then by round. */
export interface ApplicationAnswersSection {
  id: string;
  kind: 'intake' | 'round';
  roundId: string | null;
  roundName: string | null;
  formTitle: string;
  formVersion: number;
  /** The questions of the version the sheet answered (what the read-only renderer takes). */
  questions: FormQuestion[];
  languages: string[];
  answers: FormAnswers;
  status: ApplicationSheet['status'];
  submittedAt: string | null;
  language: string;
  files: { questionId: string; file: FileRef; url: string }[];
}

/** Files of a form's answers are attachments of this type, the form's base id their reference (forms module). */
const FORM_FILE_REFERENCE = 'form';

/** The files an answer names: a file question's list, or a video question's uploaded file. */
function filesOf(question: FormQuestion, value: FormAnswers[string] | undefined): FileRef[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const type = effectiveType(question);
  if (type === 'file' && 'files' in value && Array.isArray(value.files)) return value.files;
  if (type === 'video' && 'file' in value && value.file) return [value.file];
  return [];
}

/** The sheets a viewer reads: the application's people every one of theirs, staff the submitted ones. */
function readableSheets(application: ApplicationView): ApplicationSheet[] {
  return application.viewerCan.viewAsStaff
    ? application.sheets.filter((sheet) => sheet.status === 'submitted')
    : application.sheets;
}

/**
 * The answers of an application, round by round: the intake's, then each form round's in the funnel's order, each
 * with the questions of the version answered and its files (downloaded under APPLICATION_DOCUMENT:DOWNLOAD).
 */
export async function applicationAnswers(
  ctx: Ctx,
  applicationId: string,
): Promise<{ application: ApplicationView; sections: ApplicationAnswersSection[]; currency: string }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const application = await findApplicationView(ctx.db, incubatorId, viewer, applicationId);
  const { currency } = await cachedIncubator(ctx.database, ctx.db, incubatorId);
  const sheets = readableSheets(application);
  if (sheets.length === 0) return { application, sections: [], currency };
  const [funnel] = await funnelViews(ctx.db, incubatorId, null, [application.funnelId]);
  const versions = await ctx.db
    .select({
      id: forms.id,
      title: forms.title,
      version: forms.version,
      questions: forms.questions,
      languages: forms.languages,
    })
    .from(forms)
    .where(
      and(
        eq(forms.incubatorId, incubatorId),
        inArray(
          forms.id,
          sheets.map((sheet) => sheet.formId),
        ),
      ),
    );
  const byId = new Map(versions.map((version) => [version.id, version]));
  const rounds = funnel?.rounds ?? [];
  const sections = sheets.flatMap((sheet): (ApplicationAnswersSection & { order: number })[] => {
    const form = byId.get(sheet.formId);
    if (!form) return [];
    const round = rounds.find((r) => r.kind === 'form' && r.formId === sheet.baseId) ?? null;
    const isIntake = !round && application.funnel.intakeFormId === sheet.baseId;
    return [
      {
        id: sheet.id,
        kind: isIntake ? 'intake' : 'round',
        roundId: round?.id ?? null,
        roundName: round?.name ?? null,
        formTitle: form.title,
        formVersion: form.version,
        questions: form.questions,
        languages: form.languages,
        answers: sheet.answers,
        status: sheet.status,
        submittedAt: sheet.submittedAt,
        language: sheet.language,
        files: form.questions.flatMap((question) =>
          filesOf(question, sheet.answers[question.id]).map((file) => ({
            questionId: question.id,
            file,
            url: applicationFileUrl(application.id, file.id),
          })),
        ),
        order: isIntake ? -1 : (round?.position ?? Number.MAX_SAFE_INTEGER),
      },
    ];
  });
  sections.sort((a, b) => a.order - b.order);
  return { application, sections: sections.map(({ order: _order, ...section }) => section), currency };
}

/** An application on a startup file's applications tab: its call, round, status and dates. */
export interface StartupApplicationView {
  id: string;
  funnelName: string;
  roundName: string | null;
  status: ApplicationStatus;
  createdAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  /** Whether the viewer may open /application/:id. */
  canOpen: boolean;
}

/** The most applications a startup file lists (a startup applies a handful of times). */
const STARTUP_APPLICATIONS_MAX = 100;

/**
 * The applications linked to a startup (the startup file's applications tab, issue 14 point 5), newest first, for
 * whoever opens the startup's file: one statement. Whether each opens is the application's own rule.
 */
export async function startupApplications(ctx: Ctx, startupId: string): Promise<StartupApplicationView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (!isUuid(startupId)) throw new NotFoundError('The startup');
  const access = await startupAccess(ctx.db, incubatorId, startupId);
  if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
  const inc = outer(applications.incubatorId);
  const rows = await ctx.db
    .select({
      application: {
        id: applications.id,
        status: applications.status,
        applicantId: applications.applicantId,
        createdAt: applications.createdAt,
        submittedAt: applications.submittedAt,
        decidedAt: applications.decidedAt,
      },
      funnelName: sql<string>`(select f.name from ${funnels} f
        where f.incubator_id = ${inc} and f.id = ${outer(applications.funnelId)})`,
      roundName: sql<string | null>`(select r.name from ${funnelRounds} r
        where r.incubator_id = ${inc} and r.id = ${outer(applications.roundId)})`,
      memberIds: sql<string[] | null>`(select array_agg(m.user_id::text) from ${applicationMembers} m
        where m.incubator_id = ${inc} and m.application_id = ${outer(applications.id)})`,
      funnelAdminIds: sql<string[] | null>`(select array_agg(fa.user_id::text) from ${funnelAdmins} fa
        where fa.incubator_id = ${inc} and fa.funnel_id = ${outer(applications.funnelId)})`,
    })
    .from(applications)
    .where(and(eq(applications.incubatorId, incubatorId), eq(applications.startupId, access.startupId)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(STARTUP_APPLICATIONS_MAX);
  return rows.map((row) => ({
    ...row.application,
    funnelName: row.funnelName,
    roundName: row.roundName,
    canOpen: canViewApplication(viewer, {
      applicantId: row.application.applicantId,
      memberIds: row.memberIds ?? [],
      funnelAdminIds: row.funnelAdminIds ?? [],
      status: row.application.status,
    }),
  }));
}

/** A file of an application as its REST route serves it, or why it does not. */
export type ApplicationFileLookup =
  | { outcome: 'found'; file: typeof attachments.$inferSelect }
  | { outcome: 'notFound' }
  | { outcome: 'forbidden' };

/**
 * A file of an application for `GET /api/applications/:id/files/:fileId`: a file of one of its answers (a sheet the
 * viewer reads; APPLICATION_DOCUMENT:DOWNLOAD), of one of its comments the viewer sees (its author, or document
 * downloaders), or one's own upload for a comment not yet posted. Anything else is not found.
 */
export async function findApplicationFile(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  applicationId: string,
  fileId: string,
): Promise<ApplicationFileLookup> {
  if (!isUuid(applicationId) || !isUuid(fileId)) return { outcome: 'notFound' };
  const [application] = await applicationViews(db, incubatorId, viewer, [applicationId]);
  if (!application) return { outcome: 'notFound' };
  const [file] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.incubatorId, incubatorId), eq(attachments.id, fileId)));
  if (!file) return { outcome: 'notFound' };
  const access = applicationAccess(application);
  if (file.referenceType === FORM_FILE_REFERENCE) {
    const named = readableSheets(application).some(
      (sheet) => sheet.baseId === file.referenceId && answerFileIds(sheet.answers).has(file.id),
    );
    if (!named) return { outcome: 'notFound' };
    return application.viewerCan.downloadDocuments ? { outcome: 'found', file } : { outcome: 'forbidden' };
  }
  if (file.referenceType === COMMENT_FILE_REFERENCE) {
    const [comment] = await db
      .select({
        applicationId: applicationComments.applicationId,
        createdBy: applicationComments.createdBy,
        isPublic: applicationComments.isPublic,
        parentId: applicationComments.parentId,
      })
      .from(applicationComments)
      .where(and(eq(applicationComments.incubatorId, incubatorId), eq(applicationComments.id, file.referenceId)));
    if (comment?.applicationId !== application.id) return { outcome: 'notFound' };
    const visible = comment.isPublic || application.viewerCan.seePrivateComments;
    if (!visible) return { outcome: 'notFound' };
    return canDownloadApplicationCommentFiles(viewer, comment, access)
      ? { outcome: 'found', file }
      : { outcome: 'forbidden' };
  }
  if (
    file.referenceType === DRAFT_FILE_REFERENCE &&
    file.referenceId === application.id &&
    file.uploadedBy === viewer.userId
  ) {
    return { outcome: 'found', file };
  }
  return { outcome: 'notFound' };
}

/** Every file id an answer sheet names (file questions' lists, videos sent as a file, at any depth). */
function answerFileIds(answers: FormAnswers): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.files)) {
      for (const file of record.files) {
        if (file && typeof file === 'object' && typeof (file as { id?: unknown }).id === 'string') {
          ids.add((file as { id: string }).id);
        }
      }
    }
    if (record.file && typeof record.file === 'object' && typeof (record.file as { id?: unknown }).id === 'string') {
      ids.add((record.file as { id: string }).id);
    }
    for (const nested of Object.values(record)) if (nested && typeof nested === 'object') visit(nested);
  };
  visit(answers);
  return ids;
}

/** Whether the viewer may upload a file for a comment on this application (whoever sees it may comment). */
export async function canUploadToApplication(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  applicationId: string,
): Promise<boolean> {
  if (!isUuid(applicationId)) return false;
  const [application] = await applicationViews(db, incubatorId, viewer, [applicationId]);
  return Boolean(application);
}
