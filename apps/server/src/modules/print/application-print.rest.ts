import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { contentDisposition } from '../../platform/http/files.ts';
import { HttpError, restContext } from '../../platform/http/rest.ts';
import { canExportApplications } from '../../policies/index.ts';
import { applicationViews } from '../applications/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { openPrintSession } from './print-session.ts';
import type { PdfRenderer, PrintDeps } from './print.rest.ts';

/** The print view of an application, without the shell (the web app's /export/print/application/:id). */
export function applicationPrintPath(id: string): string {
  return `/export/print/application/${id}`;
}

/** A file name from a startup's or a person's name: letters, digits, spaces and a few signs. */
function fileNamePart(value: string | null | undefined): string {
  return (value ?? '').replace(/[^\p{L}\p{N} ._@-]+/gu, '').trim();
}

/**
 * GET /api/applications/{id}/pdf: one application's print view as a PDF rendered by Chromium with the viewer's own
 * session, for staff who reach the application and may export applications (APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW);
 * anything else is 404. 503 when no Chromium is installed on the server.
 */
export function registerApplicationPrintRoutes(fastify: FastifyInstance, deps: PrintDeps, renderer: PdfRenderer) {
  fastify.get<{ Params: { id: string } }>('/api/applications/:id/pdf', async (request, reply) => {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const viewer = await requireBearerViewer(deps, ctx, request);
    const notFound = new HttpError(404, 'NotFoundError', ctx.t('applicationExports.errors.notFound'));
    const id = request.params.id;
    if (!isUuid(id)) throw notFound;
    const incubatorId = ctx.incubator.id;
    const [application] = await withTenant(deps.database.db, incubatorId, (tx) =>
      applicationViews(tx, incubatorId, viewer, [id]),
    );
    if (!application?.viewerCan.viewAsStaff || !canExportApplications(viewer)) throw notFound;
    if (!existsSync(deps.config.chromiumPath)) {
      throw new HttpError(503, 'PdfUnavailableError', ctx.t('errors.pdfUnavailable'));
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    let pdf: Buffer;
    try {
      pdf = await renderer.render(`${ctx.origin}${applicationPrintPath(id)}`, token);
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, 'PdfUnavailableError', ctx.t('errors.pdfFailed'));
    }
    const startup = fileNamePart(application.startup?.name ?? application.startupName);
    const name = `${[startup || 'application', fileNamePart(application.funnel.name)].filter(Boolean).join(' - ')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

/**
 * The renderer of APPLICATION_PDFS exports (given to the export jobs by app.ts): each application's print view, in a
 * print session of the export's creator opened for the job and ended after it.
 */
export function createApplicationPdfs(
  deps: { config: Config; database: Database; signingKey: Uint8Array },
  renderer: PdfRenderer,
) {
  return {
    available: () => existsSync(deps.config.chromiumPath),
    async open(job: { incubatorId: string; userId: string; origin: string }) {
      const session = await openPrintSession(deps, job.incubatorId, job.userId);
      return {
        async render(applicationId: string): Promise<Buffer> {
          await session.touch();
          return renderer.render(`${job.origin}${applicationPrintPath(applicationId)}`, session.token);
        },
        close: () => session.close(),
      };
    },
  };
}
