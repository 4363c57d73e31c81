import fastifyMultipart from '@fastify/multipart';
import { megabytes } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { HttpError, type RestContext, restContext, sendJson } from '../../platform/http/rest.ts';
import { canChangeProgramCover, canEditFunnel } from '../../policies/index.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { cleanFileName } from '../../platform/http/files.ts';
import { attachments, sniffFileType, storeUpload } from '../attachments/index.ts';
import { funnelAdmins, funnels } from '../funnels/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { programAdminIds, programs } from '../startups/index.ts';
import { users } from '../users/index.ts';

export interface ProfileFileDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
  storage: FileStorage;
}

/** Profile pictures are small: 5 MB at most (or the upload limit when it is smaller). */
const PICTURE_LIMIT = 5 * 1024 * 1024;
const IMAGE_KINDS = ['png', 'jpeg', 'gif', 'webp'];
/** The pictures served publicly by their random id (an <img> cannot send a token). */
const PICTURE_KINDS = ['avatar', 'cover', 'program-cover', 'funnel-cover'] as const;
const PICTURE_ROUTE = '/api/pictures/:id';

/**
 * POST /api/users/file (spec 01 §7.3): the signed-in person's avatar or cover (`?kind=avatar|cover`, multipart field
 * `file`, an image checked from its bytes); POST /api/programs/{id}/cover a programme's cover, POST
 * /api/funnels/{id}/cover a call's (its public page's picture). Pictures are served by
 * GET /api/pictures/{id}: inline, to anyone on the
 * organisation's address (an <img> cannot send a token; the id is a random UUID), with nosniff.
 */
export function registerProfileFileRoutes(fastify: FastifyInstance, deps: ProfileFileDeps) {
  const limit = Math.min(PICTURE_LIMIT, deps.config.uploadLimitBytes);
  const context = (request: FastifyRequest) => restContext(request, deps.tenants, deps.config);
  const tooLarge = (ctx: RestContext) =>
    new HttpError(413, 'FileTooLargeError', ctx.t('errors.fileTooLarge', { limit: megabytes(limit) }));

  /**
   * Stores the request's image as the one picture of its kind for a record (the previous one goes), lets `link` point
   * the record at it in the same transaction, and answers its public address.
   */
  async function storePicture(
    ctx: RestContext,
    request: FastifyRequest,
    uploadedBy: string,
    kind: (typeof PICTURE_KINDS)[number],
    referenceId: string,
    link: (tx: Db, url: string) => Promise<unknown>,
  ): Promise<string> {
    const { key, filename, size, head } = await storeUpload(deps.storage, ctx, request, () => tooLarge(ctx));
    const type = sniffFileType(head, filename);
    if (size === 0 || !type || !IMAGE_KINDS.includes(type.kind)) {
      await deps.storage.remove(key);
      throw new HttpError(415, 'UnsupportedFileTypeError', ctx.t('errors.pictureTypeNotAccepted'));
    }
    const id = newId();
    const url = `${PICTURE_ROUTE.replace(':id', id)}`;
    const replaced = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
      const previous = await tx
        .delete(attachments)
        .where(
          and(
            eq(attachments.incubatorId, ctx.incubator.id),
            eq(attachments.referenceType, kind),
            eq(attachments.referenceId, referenceId),
          ),
        )
        .returning({ storageKey: attachments.storageKey });
      await tx.insert(attachments).values({
        incubatorId: ctx.incubator.id,
        id,
        storageKey: key,
        name: cleanFileName(filename),
        fileType: type.mime,
        size,
        referenceType: kind,
        referenceId,
        uploadedBy,
      });
      await link(tx, url);
      return previous;
    });
    for (const old of replaced) await deps.storage.remove(old.storageKey);
    return url;
  }

  fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: limit, files: 1, fields: 5, parts: 6 } });
    scope.addHook('onRequest', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > limit + 64 * 1024) {
        const ctx = await context(request);
        throw new HttpError(413, 'FileTooLargeError', ctx.t('errors.fileTooLarge', { limit: megabytes(limit) }));
      }
    });
    scope.post<{ Querystring: { kind?: string } }>('/api/users/file', async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const kind = request.query.kind ?? 'avatar';
      if (kind !== 'avatar' && kind !== 'cover') {
        throw new HttpError(400, 'ValidationError', ctx.t('errors.pictureKindInvalid'));
      }
      const url = await storePicture(ctx, request, viewer.userId, kind, viewer.userId, (tx, picture) =>
        tx
          .update(users)
          .set(
            kind === 'avatar' ? { avatar: picture, updatedAt: new Date() } : { cover: picture, updatedAt: new Date() },
          )
          .where(and(eq(users.incubatorId, ctx.incubator.id), eq(users.id, viewer.userId))),
      );
      return sendJson(reply, 201, { kind, url });
    });

    /** A programme's cover picture: its administrators and the admin group (as for editing the programme). */
    scope.post<{ Params: { id: string } }>('/api/programs/:id/cover', async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const programId = request.params.id;
      const notFound = new HttpError(404, 'NotFoundError', ctx.t('errors.programNotFound'));
      if (!z.string().uuid().safeParse(programId).success) throw notFound;
      const allowed = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
        const [program] = await tx
          .select({ id: programs.id })
          .from(programs)
          .where(and(eq(programs.incubatorId, ctx.incubator.id), eq(programs.id, programId)));
        if (!program) throw notFound;
        // The admin group and System need no read of the programme's admins.
        if (canChangeProgramCover(viewer, { adminIds: [] })) return true;
        const admins = await programAdminIds(tx, ctx.incubator.id, [programId]);
        return canChangeProgramCover(viewer, { adminIds: admins.get(programId) ?? [] });
      });
      if (!allowed) throw new HttpError(403, 'ForbiddenError', ctx.t('errors.fileManageForbidden'));
      const url = await storePicture(ctx, request, viewer.userId, 'program-cover', programId, (tx, picture) =>
        tx
          .update(programs)
          .set({ cover: picture })
          .where(and(eq(programs.incubatorId, ctx.incubator.id), eq(programs.id, programId))),
      );
      return sendJson(reply, 201, { kind: 'cover', url });
    });

    /** A call's cover, shown on its public page: those who may edit the funnel (its admins always). */
    scope.post<{ Params: { id: string } }>('/api/funnels/:id/cover', async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const funnelId = request.params.id;
      const notFound = new HttpError(404, 'NotFoundError', ctx.t('errors.funnelNotFound'));
      if (!z.string().uuid().safeParse(funnelId).success) throw notFound;
      const allowed = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
        const [funnel] = await tx
          .select({ id: funnels.id })
          .from(funnels)
          .where(and(eq(funnels.incubatorId, ctx.incubator.id), eq(funnels.id, funnelId)));
        if (!funnel) throw notFound;
        const admins = await tx
          .select({ userId: funnelAdmins.userId })
          .from(funnelAdmins)
          .where(and(eq(funnelAdmins.incubatorId, ctx.incubator.id), eq(funnelAdmins.funnelId, funnelId)));
        return canEditFunnel(viewer, { adminIds: admins.map((admin) => admin.userId) });
      });
      if (!allowed) throw new HttpError(403, 'ForbiddenError', ctx.t('errors.fileManageForbidden'));
      const url = await storePicture(ctx, request, viewer.userId, 'funnel-cover', funnelId, (tx, picture) =>
        tx
          .update(funnels)
          .set({ cover: picture, updatedAt: new Date() })
          .where(and(eq(funnels.incubatorId, ctx.incubator.id), eq(funnels.id, funnelId))),
      );
      return sendJson(reply, 201, { kind: 'cover', url });
    });
  });

  fastify.get<{ Params: { id: string } }>(PICTURE_ROUTE, async (request, reply) => {
    const ctx = await context(request);
    const notFound = new HttpError(404, 'NotFoundError', ctx.t('errors.fileNotFound'));
    if (!z.string().uuid().safeParse(request.params.id).success) throw notFound;
    const [row] = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      tx
        .select()
        .from(attachments)
        .where(and(eq(attachments.incubatorId, ctx.incubator.id), eq(attachments.id, request.params.id))),
    );
    if (!row || !(PICTURE_KINDS as readonly string[]).includes(row.referenceType)) throw notFound;
    const stream = await deps.storage.read(row.storageKey);
    if (!stream) throw notFound;
    return reply
      .header('content-type', row.fileType)
      .header('content-length', String(row.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}
