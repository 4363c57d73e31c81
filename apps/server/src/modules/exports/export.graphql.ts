import { CustomFieldFilterInputRef, customFieldFiltersOf } from '../customfields/index.ts';
import { APPLICATION_PDF_EXPORT_LIMIT, isLanguage } from '@cohort/shared';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, ValidationError } from '../../platform/graphql/errors.ts';
import { translatorFor } from '../../platform/i18n/translate.ts';
import { canCreateExportOf } from '../../policies/index.ts';
import { getPlanInfo } from '../organisations/index.ts';
import { findUserById } from '../users/index.ts';
import { applicationExportCondition, countApplicationsToExport, isApplicationExport } from './application-export.ts';
import {
  EXPORT_JOB_UPDATED,
  EXPORT_QUEUE,
  type ExportJobData,
  type ExportJobView,
  exportJobView,
  publishExportJob,
} from './export.jobs.ts';
import {
  checkExportFilter,
  EXPORT_FORMATS,
  EXPORT_HISTORY_SIZE,
  EXPORT_KINDS,
  EXPORT_STATUSES,
  type ExportStatus,
  formatsOf,
  insertExportJob,
  listExportJobs,
  pruneExportHistory,
  updateExportJob,
} from './export.service.ts';

const ExportKindRef = builder.enumType('ExportKind', { values: EXPORT_KINDS });
const ExportFormatRef = builder.enumType('ExportFormat', { values: EXPORT_FORMATS });
const ExportStatusRef = builder.enumType('ExportStatus', {
  values: EXPORT_STATUSES,
  description: 'QUEUED → IN_PROGRESS → COMPLETED, FAILED (the request can no longer be served) or ERROR (our fault)',
});

/** Where the file of a completed export is downloaded (bearer token, the creator only). */
export function exportDownloadPath(id: string): string {
  return `/api/exports/${id}/file`;
}

export const ExportJobRef = builder.objectRef<ExportJobView>('ExportJob').implement({
  description: 'An export of the viewer: a CSV or XLSX file made on the job queue',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.field({ type: ExportKindRef, resolve: (job) => job.kind as (typeof EXPORT_KINDS)[number] }),
    format: t.field({ type: ExportFormatRef, resolve: (job) => job.format as (typeof EXPORT_FORMATS)[number] }),
    status: t.field({ type: ExportStatusRef, resolve: (job) => job.status as ExportStatus }),
    progress: t.exposeInt('progress', { description: 'From 0 to 100' }),
    rowCount: t.exposeInt('rowCount', { nullable: true }),
    fileName: t.exposeString('fileName', { nullable: true }),
    error: t.exposeString('error', { nullable: true, description: 'Why the export FAILED or ended in ERROR' }),
    createdAt: t.field({ type: 'DateTime', resolve: (job) => job.createdAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (job) => job.completedAt }),
    downloadUrl: t.string({
      nullable: true,
      description: 'GET it with the bearer token once the export is COMPLETED',
      resolve: (job) => (job.status === 'COMPLETED' ? exportDownloadPath(job.id) : null),
    }),
  }),
});

const ExportFilterInput = builder.inputType('ExportFilterInput', {
  description:
    "The portfolio filter for startups; search and user tags for users; search for founders and mentors; the staff overview's filter for applications",
  fields: (t) => ({
    search: t.string(),
    programIds: t.idList(),
    industryIds: t.idList(),
    tagIds: t.idList({ description: 'Startup, user or application tags, by the kind exported' }),
    customFields: t.field({ type: [CustomFieldFilterInputRef], description: 'Startups only' }),
    funnelIds: t.idList({ description: 'Applications only (exactly one for APPLICATION_PDFS)' }),
    statuses: t.stringList({
      description: 'Applications only: ApplicationStatus values; without them, every status but draft',
    }),
    roundIds: t.idList({ description: 'Applications only: the applications in these rounds' }),
    intake: t.boolean({ description: 'Applications only: the applications in the intake (no round yet)' }),
  }),
});

/** The language of the file's headers: the user's own language, else the request's. */
async function exportLanguage(ctx: Ctx, incubatorId: string, userId: string): Promise<string> {
  const user = await findUserById(ctx.db, incubatorId, userId);
  return user?.language && isLanguage(user.language) ? user.language : ctx.request.language;
}

builder.queryField('exportJobs', (t) =>
  t.field({
    type: [ExportJobRef],
    description: `The viewer's own exports, newest first (the last ${EXPORT_HISTORY_SIZE})`,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return (await listExportJobs(ctx.db, incubatorId, viewer.userId)).map(exportJobView);
    },
  }),
);

builder.mutationField('createExport', (t) =>
  t.field({
    type: ExportJobRef,
    description: 'Queues an export of startups, users, founders or mentors; follow it with exportJobUpdated',
    authScopes: { authenticated: true },
    args: {
      kind: t.arg({ type: ExportKindRef, required: true }),
      format: t.arg({ type: ExportFormatRef, required: true }),
      filter: t.arg({ type: ExportFilterInput }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const language = await exportLanguage(ctx, incubatorId, viewer.userId);
      const t = translatorFor(language);
      const applicationKind = isApplicationExport(args.kind);
      if (!canCreateExportOf(viewer, args.kind)) {
        throw new ForbiddenError(
          t(applicationKind ? 'applicationExports.errors.forbidden' : 'exports.errors.forbidden'),
        );
      }
      if (!formatsOf(args.kind).includes(args.format)) {
        throw new ValidationError([
          {
            field: 'format',
            message: t('applicationExports.errors.format', { formats: formatsOf(args.kind).join(', ') }),
          },
        ]);
      }
      if (args.kind === 'APPLICATION_PDFS') {
        const plan = await getPlanInfo(ctx.db, incubatorId);
        if (!plan.features.includes('BULK_APPLICATION_EXPORT')) {
          throw new ForbiddenError(t('applicationExports.errors.plan'));
        }
      }
      const filter = await checkExportFilter(
        ctx.db,
        incubatorId,
        args.kind,
        {
          search: args.filter?.search,
          programIds: args.filter?.programIds?.map(String),
          industryIds: args.filter?.industryIds?.map(String),
          tagIds: args.filter?.tagIds?.map(String),
          customFields: customFieldFiltersOf(args.filter?.customFields),
          funnelIds: args.filter?.funnelIds?.map(String),
          statuses: args.filter?.statuses,
          roundIds: args.filter?.roundIds?.map(String),
          intake: args.filter?.intake,
        },
        t,
        viewer,
      );
      if (args.kind === 'APPLICATION_PDFS') {
        const total = await countApplicationsToExport(ctx.db, applicationExportCondition(incubatorId, viewer, filter));
        if (total > APPLICATION_PDF_EXPORT_LIMIT) {
          throw new ValidationError([
            { field: 'filter', message: t('applicationExports.errors.tooMany', { max: APPLICATION_PDF_EXPORT_LIMIT }) },
          ]);
        }
      }
      const job = await insertExportJob(ctx.db, {
        incubatorId,
        id: newId(),
        kind: args.kind,
        format: args.format,
        createdBy: viewer.userId,
      });
      const data: ExportJobData = {
        incubatorId,
        jobId: job.id,
        userId: viewer.userId,
        language,
        filter,
        origin: ctx.request.origin,
      };
      const forgotten = await pruneExportHistory(ctx.db, incubatorId, viewer.userId);
      ctx.afterCommit(() => {
        for (const storageKey of forgotten) void ctx.storage.remove(storageKey);
        publishExportJob(ctx.pubsub, job);
        ctx.jobs.send(EXPORT_QUEUE, data).catch(async (error: unknown) => {
          console.error('Could not queue the export', job.id, error);
          const failed = await withTenant(ctx.database.db, incubatorId, (tx) =>
            updateExportJob(tx, incubatorId, job.id, {
              status: 'ERROR',
              error: t('exports.errors.failed'),
              completedAt: new Date(),
            }),
          ).catch(() => null);
          if (failed) publishExportJob(ctx.pubsub, failed);
        });
      });
      return exportJobView(job);
    },
  }),
);

builder.subscriptionField('exportJobUpdated', (t) =>
  t.field({
    type: ExportJobRef,
    description: "Live state of the viewer's exports: queued, progress, completed or failed",
    authScopes: { authenticated: true },
    subscribe: (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return ctx.pubsub.subscribe(
        incubatorId,
        `${EXPORT_JOB_UPDATED}:${viewer.userId}`,
      ) as AsyncIterable<ExportJobView>;
    },
    resolve: (job) => job,
  }),
);
