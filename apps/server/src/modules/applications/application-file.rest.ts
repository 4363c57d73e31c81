import fastifyMultipart from '@fastify/multipart';
import { megabytes } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { cleanFileName, sendFile } from '../../platform/http/files.ts';
import { HttpError, type RestContext, restContext, sendJson } from '../../platform/http/rest.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { attachments, sniffFileType, storeUpload } from '../attachments/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { applicationFileUrl, DRAFT_FILE_REFERENCE } from './application-comments.service.ts';
import { canUploadToApplication, findApplicationFile } from './application-file.service.ts';

export interface ApplicationFileRouteDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
  storage: FileStorage;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The files of the application file (issue 14 point 4): uploads for a comment being written, and downloads of the
 * comments' files and of the answers' files (APPLICATION_DOCUMENT:DOWNLOAD). A file the viewer may not see is 404.
 */
export function registerApplicationFileRoutes(fastify: FastifyInstance, deps: ApplicationFileRouteDeps) {
  const limit = deps.config.uploadLimitBytes;
  const context = (request: FastifyRequest) => restContext(request, deps.tenants, deps.config);
  const notFound = (ctx: RestContext) => new HttpError(404, 'NotFoundError', ctx.t('errors.fileNotFound'));
  const tooLarge = (ctx: RestContext) =>
    new HttpError(413, 'FileTooLargeError', ctx.t('errors.fileTooLarge', { limit: megabytes(limit) }));

  fastify.get<{ Params: { id: string; fileId: string } }>(
    '/api/applications/:id/files/:fileId',
    async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const found = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
        findApplicationFile(tx, ctx.incubator.id, viewer, request.params.id, request.params.fileId),
      );
      if (found.outcome === 'notFound') throw notFound(ctx);
      if (found.outcome === 'forbidden') {
        throw new HttpError(403, 'ForbiddenError', ctx.t('errors.downloadForbidden'));
      }
      const stream = await deps.storage.read(found.file.storageKey);
      if (!stream) throw notFound(ctx);
      return sendFile(reply, found.file, stream);
    },
  );

  /** Deletes one's own upload for a comment not yet posted (the composer's remove button). */
  fastify.delete<{ Params: { id: string; fileId: string } }>(
    '/api/applications/:id/files/:fileId',
    async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const removed = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
        const found = await findApplicationFile(tx, ctx.incubator.id, viewer, request.params.id, request.params.fileId);
        if (found.outcome !== 'found' || found.file.referenceType !== DRAFT_FILE_REFERENCE) return null;
        await tx
          .delete(attachments)
          .where(and(eq(attachments.incubatorId, ctx.incubator.id), eq(attachments.id, found.file.id)));
        return found.file;
      });
      if (!removed) throw notFound(ctx);
      await deps.storage.remove(removed.storageKey);
      return sendJson(reply, 200, { _id: removed.id, deleted: true });
    },
  );

  fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    // The size is refused from the declared length before a byte of the body is read.
    scope.addHook('onRequest', async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limit + MULTIPART_OVERHEAD) throw tooLarge(await context(request));
    });

    /** A file for a comment being written: whoever sees the application; the comment claims it by its id. */
    scope.post<{ Params: { id: string } }>('/api/applications/:id/files', async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const applicationId = request.params.id;
      const allowed = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
        canUploadToApplication(tx, ctx.incubator.id, viewer, applicationId),
      );
      if (!allowed) throw new HttpError(404, 'NotFoundError', ctx.t('errors.applicationNotFound'));
      const { key, filename, size, head } = await storeUpload(deps.storage, ctx, request, () => tooLarge(ctx));
      const name = cleanFileName(filename);
      if (size === 0) {
        await deps.storage.remove(key);
        throw new HttpError(400, 'ValidationError', ctx.t('errors.fileEmpty'));
      }
      const type = sniffFileType(head, name);
      if (!type) {
        await deps.storage.remove(key);
        throw new HttpError(415, 'UnsupportedFileTypeError', ctx.t('errors.fileTypeNotAccepted'));
      }
      const id = newId();
      await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
        tx.insert(attachments).values({
          incubatorId: ctx.incubator.id,
          id,
          storageKey: key,
          name,
          fileType: type.mime,
          size,
          referenceType: DRAFT_FILE_REFERENCE,
          referenceId: applicationId,
          startupId: null,
          uploadedBy: viewer.userId,
        }),
      );
      return sendJson(reply, 201, {
        _id: id,
        name,
        fileType: type.mime,
        size,
        url: applicationFileUrl(applicationId, id),
        userCanDownload: true,
      });
    });
  });
}
