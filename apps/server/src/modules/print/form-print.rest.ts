import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withTenant } from '../../platform/db/tenant.ts';
import { contentDisposition } from '../../platform/http/files.ts';
import { HttpError, restContext } from '../../platform/http/rest.ts';
import { canEditForm } from '../../policies/index.ts';
import { findPrintableFormById } from '../forms/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import type { PdfRenderer, PrintDeps } from './print.rest.ts';

const uuid = z.string().uuid();

/**
 * GET /api/forms/{id}/pdf[?response={sheet id}]: the form's print view (/export/print/form/{shareId}), blank or with
 * one submitted sheet, as a PDF rendered by Chromium with the viewer's session. For whoever may edit the form
 * (FORM:EDIT); anything else is 404. 503 when no Chromium is installed on the server.
 */
export function registerFormPrintRoutes(fastify: FastifyInstance, deps: PrintDeps, renderer: PdfRenderer) {
  fastify.get<{ Params: { id: string }; Querystring: { response?: string } }>(
    '/api/forms/:id/pdf',
    async (request, reply) => {
      const ctx = await restContext(request, deps.tenants, deps.config);
      const viewer = await requireBearerViewer(deps, ctx, request);
      const notFound = new HttpError(404, 'NotFoundError', ctx.t('formAnswers.errors.formNotFound'));
      const responseId = request.query.response ?? null;
      if (!uuid.safeParse(request.params.id).success || (responseId !== null && !uuid.safeParse(responseId).success)) {
        throw notFound;
      }
      const incubatorId = ctx.incubator.id;
      const found = await withTenant(deps.database.db, incubatorId, (tx) =>
        findPrintableFormById(tx, incubatorId, request.params.id, responseId),
      );
      if (!found || !canEditForm(viewer, found.current)) throw notFound;
      if (!existsSync(deps.config.chromiumPath)) {
        throw new HttpError(503, 'PdfUnavailableError', ctx.t('errors.pdfUnavailable'));
      }
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const query = responseId ? `?response=${responseId}` : '';
      let pdf: Buffer;
      try {
        pdf = await renderer.render(`${ctx.origin}/export/print/form/${found.current.shareId}${query}`, token);
      } catch (error) {
        request.log.error(error);
        throw new HttpError(503, 'PdfUnavailableError', ctx.t('errors.pdfFailed'));
      }
      const title = found.current.title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'form';
      const who = found.sheet ? (found.sheet.respondentName ?? found.sheet.respondentEmail ?? '') : '';
      const name = `${[title, who.replace(/[^\p{L}\p{N} ._@-]+/gu, '').trim()].filter(Boolean).join(' - ')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
