import type { RoleType } from '@cohort/shared';
import type { Database, Db } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { translatorFor } from '../../platform/i18n/translate.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { PubSub } from '../../platform/pubsub/index.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { canCreateExportOf } from '../../policies/index.ts';
import { getPlanInfo } from '../organisations/index.ts';
import { rolePermissionMap } from '../roles/index.ts';
import { findUserById } from '../users/index.ts';
import {
  applicationExportCondition,
  applicationPdfTargets,
  countApplicationsToExport as countApplicationsOf,
  pdfFileName,
} from './application-export.ts';
import {
  EXPORT_CHUNK_SIZE,
  type ExportActor,
  type ExportFilter,
  type ExportFormat,
  type ExportJobRow,
  type ExportKind,
  exportFileName,
  exportSource,
  exportWriter,
  findExportJob,
  updateExportJob,
} from './export.service.ts';
import { createZipWriter } from './zip.ts';

export const EXPORT_QUEUE = 'export-job';
/** Live updates of a user's exports: `<incubatorId>:exportJobUpdated:<userId>`. */
export const EXPORT_JOB_UPDATED = 'exportJobUpdated';

/** What the queue carries: the filter and the language live only here (the table holds the job's state). */
export interface ExportJobData {
  incubatorId: string;
  jobId: string;
  userId: string;
  language: string;
  filter: ExportFilter;
  /** scheme://host of the request that asked for it: where the print views of a PDF export are rendered. */
  origin?: string;
}

/** One application's print view as a PDF, rendered in a session of the export's creator. */
export interface ApplicationPdfSession {
  render(applicationId: string): Promise<Buffer>;
  /** Ends the session the renders used. */
  close(): Promise<void>;
}

/** Renders applications as PDFs for APPLICATION_PDFS exports (the print module's Chromium, given by app.ts). */
export interface ApplicationPdfRenderer {
  /** Whether this server can render PDFs at all (a Chromium is installed). */
  available(): boolean;
  open(job: { incubatorId: string; userId: string; origin: string }): Promise<ApplicationPdfSession>;
}

export interface ExportDeps {
  database: Database;
  pubsub: PubSub;
  storage: FileStorage;
  /** Without it, exports of PDFs end FAILED ("not available on this server"). */
  pdfs?: ApplicationPdfRenderer;
}

/** The job as subscribers see it (never its storage key). */
export type ExportJobView = Omit<ExportJobRow, 'storageKey'>;

export function exportJobView({ storageKey: _storageKey, ...view }: ExportJobRow): ExportJobView {
  return view;
}

export function publishExportJob(pubsub: PubSub, job: ExportJobRow): void {
  pubsub.publish(job.incubatorId, `${EXPORT_JOB_UPDATED}:${job.createdBy}`, exportJobView(job));
}

/** Registers the runner of exports on the job queue. */
export async function registerExportJobs(jobs: JobQueue, deps: ExportDeps): Promise<void> {
  await jobs.work<ExportJobData>(EXPORT_QUEUE, (data) => runExportJob(deps, data));
}

/** The creator as they are now: a user who lost the right to export since asking gets no file. */
async function currentActor(tx: Db, incubatorId: string, userId: string): Promise<ExportActor | null> {
  const user = await findUserById(tx, incubatorId, userId);
  if (!user || !['active', 'pending'].includes(user.status)) return null;
  return {
    userId: user.id,
    roleType: user.role.type as RoleType,
    userAccessRoles: user.role.userAccessRoles,
    permissions: await rolePermissionMap(tx, incubatorId, user.role.id),
  };
}

/** Why a zip of PDFs cannot be made now (the plan, the server, the request), or null. */
async function pdfRefusal(
  deps: ExportDeps,
  data: ExportJobData,
  inTenant: <T>(work: (tx: Db) => Promise<T>) => Promise<T>,
  t: ReturnType<typeof translatorFor>,
): Promise<string | null> {
  const plan = await inTenant((tx) => getPlanInfo(tx, data.incubatorId));
  if (!plan.features.includes('BULK_APPLICATION_EXPORT')) return t('applicationExports.errors.plan');
  if (!deps.pdfs?.available() || !data.origin) return t('applicationExports.errors.pdfUnavailable');
  return null;
}

/**
 * Runs an export from the job queue, after the transaction that queued it has committed: IN_PROGRESS, the rows in
 * chunks of EXPORT_CHUNK_SIZE (each in a transaction of its own, progress published after each), the file into
 * storage, then COMPLETED with the row count and file name. Any failure ends as ERROR with a message and never
 * throws, so the queue does not retry a broken export; a run cut short by a restart is picked up again by the
 * queue (its job still QUEUED or IN_PROGRESS) and starts over.
 */
export async function runExportJob(deps: ExportDeps, data: ExportJobData): Promise<void> {
  const { incubatorId, jobId } = data;
  const t = translatorFor(data.language);
  const inTenant = <T>(work: (tx: Db) => Promise<T>) => withTenant(deps.database.db, incubatorId, work);
  const update = async (changes: Parameters<typeof updateExportJob>[3]) => {
    const row = await inTenant((tx) => updateExportJob(tx, incubatorId, jobId, changes));
    if (row) publishExportJob(deps.pubsub, row);
    return row;
  };
  let storageKey: string | null = null;
  try {
    const job = await inTenant((tx) => findExportJob(tx, incubatorId, jobId));
    if (!job || (job.status !== 'QUEUED' && job.status !== 'IN_PROGRESS')) return;
    const actor = await inTenant((tx) => currentActor(tx, incubatorId, job.createdBy));
    if (!actor || !canCreateExportOf(actor, job.kind)) {
      await update({ status: 'FAILED', error: t('exports.errors.noLongerAllowed'), completedAt: new Date() });
      return;
    }
    const kind = job.kind as ExportKind;
    const format = job.format as ExportFormat;
    if (kind === 'APPLICATION_PDFS') {
      const refusal = await pdfRefusal(deps, data, inTenant, t);
      if (refusal) {
        await update({ status: 'FAILED', error: refusal, completedAt: new Date() });
        return;
      }
      storageKey = deps.storage.newKey(incubatorId);
      const written = await runApplicationPdfs(deps, data, actor, storageKey, inTenant, update);
      const at = new Date();
      const done = await update({
        status: 'COMPLETED',
        progress: 100,
        rowCount: written,
        fileName: exportFileName(kind, format, at),
        storageKey,
        error: null,
        completedAt: at,
      });
      if (!done) await deps.storage.remove(storageKey);
      return;
    }
    const source = exportSource(kind, incubatorId, actor, data.filter, t);
    await update({ status: 'IN_PROGRESS', progress: 0, error: null });
    if (source.prepare) await inTenant((tx) => source.prepare?.(tx) ?? Promise.resolve());
    const total = await inTenant((tx) => source.count(tx));
    // The file streams into storage while the rows are read, so no export is ever held whole in memory.
    const writer = exportWriter(format, source.sheet, source.header);
    storageKey = deps.storage.newKey(incubatorId);
    const stored = deps.storage.put(storageKey, writer.content);
    // Its failure is met below, at the latest after the rows: this keeps it from being an unhandled rejection.
    stored.catch(() => undefined);
    let written = 0;
    try {
      for (;;) {
        const offset = written;
        const rows = await inTenant((tx) => source.page(tx, offset, EXPORT_CHUNK_SIZE));
        writer.addRows(rows);
        written += rows.length;
        if (rows.length < EXPORT_CHUNK_SIZE) break;
        // 100 is for the finished file: rows added meanwhile may make the count a little short.
        await update({ progress: Math.min(99, Math.floor((written / Math.max(total, 1)) * 100)) });
      }
      // A storage that fails stops the wait at once (the writer would wait for it forever).
      await Promise.all([writer.finish(), stored]);
    } catch (error) {
      writer.abort(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      throw error;
    }
    const at = new Date();
    const done = await update({
      status: 'COMPLETED',
      progress: 100,
      rowCount: written,
      fileName: exportFileName(kind, format, at),
      storageKey,
      error: null,
      completedAt: at,
    });
    if (!done) await deps.storage.remove(storageKey);
  } catch (error) {
    console.error('The export failed', jobId, error);
    if (storageKey) await deps.storage.remove(storageKey).catch(() => undefined);
    await update({ status: 'ERROR', error: t('exports.errors.failed'), completedAt: new Date() }).catch(
      (cause: unknown) => console.error('Could not record the failure of the export', jobId, cause),
    );
  }
}

/**
 * APPLICATION_PDFS: each application's print view (/export/print/application/:id) rendered by Chromium in a session
 * of the creator (so a PDF shows what they may see), one file after the other into a zip streamed to storage;
 * progress is published after each PDF. Answers how many PDFs the zip holds.
 */
async function runApplicationPdfs(
  deps: ExportDeps,
  data: ExportJobData,
  actor: Parameters<typeof applicationExportCondition>[1],
  storageKey: string,
  inTenant: <T>(work: (tx: Db) => Promise<T>) => Promise<T>,
  update: (changes: Parameters<typeof updateExportJob>[3]) => Promise<unknown>,
): Promise<number> {
  const { incubatorId } = data;
  const where = applicationExportCondition(incubatorId, actor, data.filter);
  await update({ status: 'IN_PROGRESS', progress: 0, error: null });
  const total = await inTenant((tx) => countApplicationsOf(tx, where));
  const pdfs = deps.pdfs as ApplicationPdfRenderer;
  const session = await pdfs.open({ incubatorId, userId: actor.userId, origin: data.origin as string });
  const writer = createZipWriter();
  const stored = deps.storage.put(storageKey, writer.content);
  stored.catch(() => undefined);
  const taken = new Set<string>();
  let written = 0;
  try {
    for (;;) {
      const offset = written;
      const targets = await inTenant((tx) => applicationPdfTargets(tx, where, offset, EXPORT_CHUNK_SIZE));
      for (const target of targets) {
        await writer.add(pdfFileName(target, taken), await session.render(target.id));
        written += 1;
        await update({ progress: Math.min(99, Math.floor((written / Math.max(total, 1)) * 100)) });
      }
      if (targets.length < EXPORT_CHUNK_SIZE) break;
    }
    await Promise.all([writer.finish(), stored]);
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  } finally {
    await session.close().catch((error: unknown) => console.error('Could not end the session of a PDF export', error));
  }
  return written;
}
