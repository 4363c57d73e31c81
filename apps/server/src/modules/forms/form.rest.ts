import fastifyMultipart from '@fastify/multipart';
import { effectiveType, type FileRef, megabytes } from '@cohort/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { cleanFileName, contentDisposition, sendFile } from '../../platform/http/files.ts';
import { HttpError, type RestContext, restContext, sendJson } from '../../platform/http/rest.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { canEditForm } from '../../policies/index.ts';
import { attachments, sniffFileType, storeUpload } from '../attachments/index.ts';
import {
  CSV_CONTENT_TYPE,
  createCsvWriter,
  createXlsxWriter,
  type TableWriter,
  XLSX_CONTENT_TYPE,
} from '../exports/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import { applicationUploadForm } from './application-upload.ts';
import { ANSWERS_EXPORT_CHUNK, answerRow, answersLayout, submittedSheets } from './form-export.ts';
import { FORM_FILE_REFERENCE } from './form-files.ts';
import { currentFormRow, type FormRow, formVersions, sharedFormRow, surveyOf } from './form.service.ts';
import { takeUploadSlot } from './share-limit.ts';

export interface FormRouteDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
  storage: FileStorage;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** How long a visitor over the upload limit is asked to wait, in seconds (the limit's window). */
const UPLOAD_RETRY_AFTER_SECONDS = 600;

type ExportFormat = 'csv' | 'xlsx';

/** A lookup's NotFoundError as null (the route answers its own 404); any other failure stays one. */
function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  return lookup.catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/**
 * The REST routes of forms (issue 13): a form's answers as CSV or XLSX and the files of its answers, for FORM:EDIT;
 * uploads to a publicly shared form without an account, and to a form a signed-in person fills. Shapes in
 * docs/decisions.md.
 */
export function registerFormRoutes(fastify: FastifyInstance, deps: FormRouteDeps) {
  const limit = deps.config.uploadLimitBytes;
  const context = (request: FastifyRequest) => restContext(request, deps.tenants, deps.config);
  const formNotFound = (ctx: RestContext) =>
    new HttpError(404, 'NotFoundError', ctx.t('formAnswers.errors.formNotFound'));
  const fileNotFound = (ctx: RestContext) =>
    new HttpError(404, 'NotFoundError', ctx.t('formAnswers.errors.fileNotFound'));
  const tooLarge = (ctx: RestContext) =>
    new HttpError(413, 'FileTooLargeError', ctx.t('errors.fileTooLarge', { limit: megabytes(limit) }));

  /** The current version of a form the viewer may edit (FORM:EDIT): another's or a missing form is not found. */
  async function editableForm(ctx: RestContext, viewer: Viewer, id: string): Promise<FormRow> {
    if (!isUuid(id)) throw formNotFound(ctx);
    const form = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      orNull(currentFormRow(tx, ctx.incubator.id, id)),
    );
    if (!form || !canEditForm(viewer, form)) throw formNotFound(ctx);
    return form;
  }

  async function exportAnswers(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    format: ExportFormat,
  ) {
    const ctx = await context(request);
    const viewer = await requireBearerViewer(deps, ctx, request);
    const form = await editableForm(ctx, viewer, request.params.id);
    const incubatorId = ctx.incubator.id;
    const versions = await withTenant(deps.database.db, incubatorId, (tx) =>
      formVersions(tx, incubatorId, form.baseId),
    );
    const layout = answersLayout(versions);
    const versionOf = new Map(versions.map((v) => [v.id, v.version]));
    const writer: TableWriter =
      format === 'csv'
        ? createCsvWriter({ header: layout.header })
        : createXlsxWriter({ sheet: form.title, header: layout.header });
    // Named, like its header, in the form's first language.
    const name = `${form.title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'form'} - ${translate(layout.language, 'formAnswers.fileName')}.${format}`;
    // The rows are read in pages and written as they come; a failure half-way cuts the download rather than
    // answering a file that looks complete.
    void (async () => {
      let after: { submittedAt: Date; id: string } | null = null;
      for (;;) {
        const page = await withTenant(deps.database.db, incubatorId, (tx) =>
          submittedSheets(tx, incubatorId, form.baseId, after),
        );
        writer.addRows(page.map((sheet) => answerRow(layout, versionOf, sheet)));
        const last = page[page.length - 1];
        if (page.length < ANSWERS_EXPORT_CHUNK || !last?.submittedAt) break;
        after = { submittedAt: last.submittedAt, id: last.id };
      }
      await writer.finish();
    })().catch((error: unknown) => {
      request.log.error(error);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .code(200)
      .header('content-type', format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(writer.content);
  }

  fastify.get<{ Params: { id: string } }>('/api/forms/:id/answers.csv', (request, reply) =>
    exportAnswers(request, reply, 'csv'),
  );
  fastify.get<{ Params: { id: string } }>('/api/forms/:id/answers.xlsx', (request, reply) =>
    exportAnswers(request, reply, 'xlsx'),
  );

  /** A file of a form's answers (any version), for whoever may edit the form. */
  fastify.get<{ Params: { id: string; fileId: string } }>('/api/forms/:id/files/:fileId', async (request, reply) => {
    const ctx = await context(request);
    const viewer = await requireBearerViewer(deps, ctx, request);
    const form = await editableForm(ctx, viewer, request.params.id);
    const fileId = request.params.fileId;
    if (!isUuid(fileId)) throw fileNotFound(ctx);
    const [file] = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      tx
        .select()
        .from(attachments)
        .where(
          and(
            eq(attachments.incubatorId, ctx.incubator.id),
            eq(attachments.id, fileId),
            eq(attachments.referenceType, FORM_FILE_REFERENCE),
            eq(attachments.referenceId, form.baseId),
          ),
        ),
    );
    if (!file) throw fileNotFound(ctx);
    const stream = await deps.storage.read(file.storageKey);
    if (!stream) throw fileNotFound(ctx);
    return sendFile(reply, file, stream);
  });

  /** Stores the request's file as an upload of `form` and answers its FileRef. */
  async function storeFormFile(
    ctx: RestContext,
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormRow,
    uploadedBy: string | null,
  ) {
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
        referenceType: FORM_FILE_REFERENCE,
        referenceId: form.baseId,
        startupId: null,
        uploadedBy,
      }),
    );
    const ref: FileRef = { id, name, size };
    return sendJson(reply, 201, ref);
  }

  const takesFiles = (form: FormRow) => form.questions.some((q) => ['file', 'video'].includes(effectiveType(q)));

  fastify.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    // The size is refused from the declared length before a byte of the body is read.
    scope.addHook('onRequest', async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limit + MULTIPART_OVERHEAD) throw tooLarge(await context(request));
    });

    /** A file for a publicly shared form, without an account: the share must be open, uploads are rate limited. */
    scope.post<{ Params: { shareId: string } }>('/api/share/forms/:shareId/upload', async (request, reply) => {
      const ctx = await context(request);
      const form = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
        orNull(sharedFormRow(tx, ctx.incubator.id, request.params.shareId)),
      );
      if (!form || !takesFiles(form)) throw formNotFound(ctx);
      if (!takeUploadSlot(ctx.ip, form.baseId)) {
        throw new HttpError(429, 'TooManyRequestsError', ctx.t('formAnswers.errors.tooManyUploads'), {
          headers: { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) },
        });
      }
      return storeFormFile(ctx, request, reply, form, null);
    });

    /** A file for a form the signed-in person may fill (/survey/:id, or the share page while signed in). */
    scope.post<{ Params: { id: string } }>('/api/forms/:id/upload', async (request, reply) => {
      const ctx = await context(request);
      const viewer = await requireBearerViewer(deps, ctx, request);
      if (!isUuid(request.params.id)) throw formNotFound(ctx);
      // Surveys are behind the flag feedbackForms, as the survey query is; switched off, there is no survey here.
      const survey = await withTenant(deps.database.db, ctx.incubator.id, async (tx) => {
        const flags = await getFeatureFlags(tx, ctx.incubator.id);
        return flags.feedbackForms ? orNull(surveyOf(tx, ctx.incubator.id, viewer, request.params.id)) : null;
      });
      if (!survey || !takesFiles(survey.form)) throw formNotFound(ctx);
      return storeFormFile(ctx, request, reply, survey.form, viewer.userId);
    });

    /**
     * A file for an application's form (issue 14): its intake (no `roundId`), or the form of the form round it is in
     * (`?roundId=`), for whoever may fill it now. Stored as an upload of that form, so the submission's file check
     * accepts it.
     */
    scope.post<{ Params: { applicationId: string }; Querystring: { roundId?: string } }>(
      '/api/applications/:applicationId/upload',
      async (request, reply) => {
        const ctx = await context(request);
        const viewer = await requireBearerViewer(deps, ctx, request);
        const roundId =
          typeof request.query.roundId === 'string' && request.query.roundId ? request.query.roundId : null;
        const form = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
          applicationUploadForm(tx, ctx.incubator.id, viewer, request.params.applicationId, roundId),
        );
        if (!form || !takesFiles(form)) throw formNotFound(ctx);
        return storeFormFile(ctx, request, reply, form, viewer.userId);
      },
    );
  });
}
