import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Browser, chromium } from 'playwright-core';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { HttpError, restContext } from '../../platform/http/rest.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { contentDisposition } from '../../platform/http/files.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { canViewStartupFile } from '../../policies/index.ts';
import { startupAccess } from '../startups/index.ts';

export interface PrintDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
}

/** The browser that renders PDFs: launched on the first export, shared by later ones, closed with the server. */
export interface PdfRenderer {
  render(url: string, token: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** The web app keeps the session token under this key (spec 02 §9). */
const TOKEN_STORAGE_KEY = 'accelerator-token';
const RENDER_TIMEOUT_MS = 30_000;

export function createPdfRenderer(executablePath: string): PdfRenderer {
  let browser: Promise<Browser> | null = null;
  const launch = () => {
    browser ??= chromium
      .launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] })
      .catch((error: unknown) => {
        browser = null;
        throw error;
      });
    return browser;
  };
  return {
    async render(url, token) {
      const context = await (await launch()).newContext({ javaScriptEnabled: true });
      try {
        // The page reads the viewer's own token: the PDF shows exactly what the viewer may see.
        await context.addInitScript(
          ({ key, value }) =>
            (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
              key,
              value,
            ),
          {
            key: TOKEN_STORAGE_KEY,
            value: token,
          },
        );
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: RENDER_TIMEOUT_MS });
        await page.locator('[data-print-ready="true"]').waitFor({ timeout: RENDER_TIMEOUT_MS });
        return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '16mm', bottom: '16mm' } });
      } finally {
        await context.close();
      }
    },
    async close() {
      if (browser) await (await browser.catch(() => null))?.close();
      browser = null;
    },
  };
}

/**
 * GET /api/startups/{id}/pdf: the startup's print view (/export/print/startup/{id}) as a PDF, rendered by Chromium
 * with the viewer's own session, downloaded as an attachment. 503 when no Chromium is installed on the server.
 */
export function registerPrintRoutes(fastify: FastifyInstance, deps: PrintDeps, renderer: PdfRenderer) {
  const context = (request: FastifyRequest) => restContext(request, deps.tenants, deps.config);
  fastify.get<{ Params: { id: string } }>('/api/startups/:id/pdf', async (request, reply) => {
    const ctx = await context(request);
    const authorization = request.headers.authorization ?? null;
    const viewer = await requireBearerViewer(deps, ctx, request);
    const id = request.params.id;
    const notFound = new HttpError(404, 'NotFoundError', ctx.t('errors.startupNotFound'));
    if (!z.string().uuid().safeParse(id).success) throw notFound;
    const access = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      startupAccess(tx, ctx.incubator.id, id),
    );
    if (!access || !canViewStartupFile(viewer, access)) throw notFound;
    if (!existsSync(deps.config.chromiumPath)) {
      throw new HttpError(503, 'PdfUnavailableError', ctx.t('errors.pdfUnavailable'));
    }
    const token = (authorization ?? '').replace(/^Bearer\s+/i, '');
    let pdf: Buffer;
    try {
      pdf = await renderer.render(`${ctx.origin}/export/print/startup/${id}`, token);
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, 'PdfUnavailableError', ctx.t('errors.pdfFailed'));
    }
    const name = `${access.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'startup'}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
