import fastifyMultipart from '@fastify/multipart';
import { megabytes } from '@cohort/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { cleanFileName, sendFile } from '../../platform/http/files.ts';
import { HttpError, objectBody, type RestContext, restContext, sendJson } from '../../platform/http/rest.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { getPlanInfo } from '../organisations/index.ts';
import { canUploadToStartup } from '../../policies/index.ts';
import { startupAccess } from '../startups/index.ts';
import { attachments } from './attachment.table.ts';
import {
  type AttachmentRow,
  attachmentRights,
  attachmentsOf,
  attachmentView,
  findAttachment,
  uploadsOf,
} from './attachment.service.ts';
import { sniffFileType } from './file-type.ts';
import { storeUpload } from './upload.ts';

export interface AttachmentDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
  storage: FileStorage;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const uuid = z.string().uuid();

/** The REST routes of spec 01 §7.3 for attachments (shapes in docs/decisions.md). */
export function registerAttachmentRoutes(fastify: FastifyInstance, deps: AttachmentDeps) {
  const limit = deps.config.uploadLimitBytes;
  const context = (request: FastifyRequest) => restContext(request, deps.tenants, deps.config);
  const tooLarge = (ctx: RestContext) =>
    new HttpError(413, 'FileTooLargeError', ctx.t('errors.fileTooLarge', { limit: megabytes(limit) }));

  async function viewerOf(ctx: RestContext, request: FastifyRequest) {
    return requireBearerViewer(deps, ctx, request);
  }
  type Viewer = Awaited<ReturnType<typeof viewerOf>>;

  const notFound = (ctx: RestContext) => new HttpError(404, 'NotFoundError', ctx.t('errors.fileNotFound'));

  /** The file and what the viewer may do with it; a file the viewer may not see is not found. */
  async function visibleFile(ctx: RestContext, viewer: Viewer, id: string) {
    if (!uuid.safeParse(id).success) throw notFound(ctx);
    return withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const row = await findAttachment(tx, ctx.incubator.id, id);
      if (!row) throw notFound(ctx);
      const rights = await attachmentRights(tx, ctx.incubator.id, viewer, row);
      if (!rights.see) throw notFound(ctx);
      return { row, rights };
    });
  }

  async function views(ctx: RestContext, viewer: Viewer, rows: AttachmentRow[]) {
    return withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const result = [];
      for (const row of rows) {
        const rights = await attachmentRights(tx, ctx.incubator.id, viewer, row);
        if (rights.see) result.push(attachmentView(row, rights.download, rights.manage));
      }
      return result;
    });
  }

  fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    // The size is refused from the declared length before a byte of the body is read.
    scope.addHook('onRequest', async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limit + MULTIPART_OVERHEAD) {
        const ctx = await context(request);
        throw tooLarge(ctx);
      }
    });

    scope.post<{ Querystring: { referenceType?: string; referenceId?: string } }>(
      '/api/attachment/upload',
      async (request, reply) => {
        const ctx = await context(request);
        const viewer = await viewerOf(ctx, request);
        const referenceType = request.query.referenceType ?? 'draft';
        const startupId = request.query.referenceId ?? '';
        if (!['startup', 'draft'].includes(referenceType) || !uuid.safeParse(startupId).success) {
          throw new HttpError(400, 'ValidationError', ctx.t('errors.uploadReferenceInvalid'));
        }
        await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
          const access = await startupAccess(tx, ctx.incubator.id, startupId);
          if (!access || !canUploadToStartup(viewer, access)) {
            throw new HttpError(404, 'NotFoundError', ctx.t('errors.startupNotFound'));
          }
          if (referenceType === 'startup') {
            const plan = await getPlanInfo(tx, ctx.incubator.id);
            if (!plan.features.includes('STARTUP_DOCUMENTS')) {
              throw new HttpError(403, 'FeatureNotInPlanError', ctx.t('errors.featureNotInPlan'));
            }
          }
        });
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
        const row = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
          const [inserted] = await tx
            .insert(attachments)
            .values({
              incubatorId: ctx.incubator.id,
              id: newId(),
              storageKey: key,
              name,
              fileType: type.mime,
              size,
              referenceType,
              referenceId: startupId,
              startupId,
              uploadedBy: viewer.userId,
            })
            .returning();
          return inserted as AttachmentRow;
        });
        return sendJson(reply, 201, attachmentView(row, true, true));
      },
    );
  });

  fastify.get('/api/attachments', async (request, reply) => {
    const ctx = await context(request);
    const viewer = await viewerOf(ctx, request);
    const rows = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      uploadsOf(tx, ctx.incubator.id, viewer.userId),
    );
    return sendJson(reply, 200, await views(ctx, viewer, rows));
  });

  fastify.get<{ Params: { type: string; id: string } }>(
    '/api/attachments/reference/:type/:id',
    async (request, reply) => {
      const ctx = await context(request);
      const viewer = await viewerOf(ctx, request);
      const { type, id } = request.params;
      if (!['startup', 'post', 'draft'].includes(type) || !uuid.safeParse(id).success) {
        throw new HttpError(400, 'ValidationError', ctx.t('errors.uploadReferenceInvalid'));
      }
      const rows = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
        if (type === 'startup') {
          const plan = await getPlanInfo(tx, ctx.incubator.id);
          if (!plan.features.includes('STARTUP_DOCUMENTS')) {
            throw new HttpError(403, 'FeatureNotInPlanError', ctx.t('errors.featureNotInPlan'));
          }
        }
        return (await attachmentsOf(tx, ctx.incubator.id, type as 'startup', [id])).get(id) ?? [];
      });
      return sendJson(reply, 200, await views(ctx, viewer, rows));
    },
  );

  fastify.get<{ Params: { id: string } }>('/api/attachments/:id', async (request, reply) => {
    const ctx = await context(request);
    const viewer = await viewerOf(ctx, request);
    const { row, rights } = await visibleFile(ctx, viewer, request.params.id);
    if (!rights.download) throw new HttpError(403, 'ForbiddenError', ctx.t('errors.downloadForbidden'));
    const stream = await deps.storage.read(row.storageKey);
    if (!stream) throw notFound(ctx);
    return sendFile(reply, row, stream);
  });

  fastify.put<{ Params: { id: string } }>('/api/attachments/:id', async (request, reply) => {
    const ctx = await context(request);
    const viewer = await viewerOf(ctx, request);
    const body = objectBody(request, ctx.t);
    const name = typeof body.name === 'string' ? cleanFileName(body.name) : '';
    if (typeof body.name !== 'string' || body.name.trim() === '') {
      throw new HttpError(400, 'ValidationError', ctx.t('errors.required', { field: ctx.t('errors.fields.name') }), {
        fields: [{ field: 'name', message: ctx.t('errors.required', { field: ctx.t('errors.fields.name') }) }],
      });
    }
    const { row, rights } = await visibleFile(ctx, viewer, request.params.id);
    if (!rights.manage) throw new HttpError(403, 'ForbiddenError', ctx.t('errors.fileManageForbidden'));
    const updated = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const [result] = await tx
        .update(attachments)
        .set({ name })
        .where(and(eq(attachments.incubatorId, ctx.incubator.id), eq(attachments.id, row.id)))
        .returning();
      return result as AttachmentRow;
    });
    return sendJson(reply, 200, attachmentView(updated, rights.download, rights.manage));
  });

  fastify.delete<{ Params: { referenceId: string; id: string } }>(
    '/api/attachments/:referenceId/:id',
    async (request, reply) => {
      const ctx = await context(request);
      const viewer = await viewerOf(ctx, request);
      const { row, rights } = await visibleFile(ctx, viewer, request.params.id);
      if (row.referenceId !== request.params.referenceId) throw notFound(ctx);
      if (!rights.manage) throw new HttpError(403, 'ForbiddenError', ctx.t('errors.fileManageForbidden'));
      await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
        tx.delete(attachments).where(and(eq(attachments.incubatorId, ctx.incubator.id), eq(attachments.id, row.id))),
      );
      await deps.storage.remove(row.storageKey);
      return sendJson(reply, 200, { _id: row.id, deleted: true });
    },
  );
}
