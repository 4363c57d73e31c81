import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { HttpError, restContext } from '../../platform/http/rest.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { canSeeExport } from '../../policies/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { type ExportFormat, exportContentType, findExportJob } from './export.service.ts';

export interface ExportRouteDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
  storage: FileStorage;
}

/** `attachment; filename="…"` with an ASCII fallback and the exact name in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/exports/:id/file: the file of a completed export, for its creator only, in the organisation of the
 * request. Another user's or another organisation's export is 404 (its existence is not revealed); one that is not
 * completed is 409.
 */
export function registerExportRoutes(fastify: FastifyInstance, deps: ExportRouteDeps) {
  fastify.get<{ Params: { id: string } }>('/api/exports/:id/file', async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const viewer = await requireBearerViewer(deps, ctx, request);
    const incubatorId = ctx.incubator.id;
    const job = await withTenant(deps.database.db, incubatorId, (tx) =>
      findExportJob(tx, incubatorId, request.params.id),
    );
    if (!job || !canSeeExport(viewer, job)) {
      throw new HttpError(404, 'NotFoundError', ctx.t('exports.errors.notFound'));
    }
    if (job.status !== 'COMPLETED' || !job.storageKey || !job.fileName) {
      throw new HttpError(409, 'ExportNotReadyError', ctx.t('exports.errors.notReady'));
    }
    const file = await deps.storage.read(job.storageKey);
    if (!file) throw new HttpError(404, 'NotFoundError', ctx.t('exports.errors.fileMissing'));
    return reply
      .code(200)
      .header('content-type', exportContentType(job.format as ExportFormat))
      .header('content-disposition', attachmentDisposition(job.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
