import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { contentDisposition } from '../../platform/http/files.ts';
import { HttpError, type RestContext, restContext } from '../../platform/http/rest.ts';
import type { TenantResolver } from '../../platform/tenancy/resolve.ts';
import { canExportCoachingSessions, canViewHoursReport } from '../../policies/index.ts';
import {
  type Cell,
  CSV_CONTENT_TYPE,
  createCsvWriter,
  createXlsxWriter,
  type TableWriter,
  XLSX_CONTENT_TYPE,
} from '../exports/index.ts';
import { requireBearerViewer } from '../identity/index.ts';
import { type CoachingSessionView, listCoachingSessions } from './coaching-session.service.ts';
import { hoursReportRows } from './coaching-settings.service.ts';

export interface CoachingExportDeps {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  signingKey: Uint8Array;
}

const PAGE = 200;

type ExportFormat = 'csv' | 'xlsx';

const HOURS_COLUMNS = ['program', 'startup', 'mentor', 'minutesAllocated', 'minutesPending', 'minutesUsed'] as const;
const SESSION_COLUMNS = [
  'startsAt',
  'endsAt',
  'duration',
  'sessionType',
  'state',
  'host',
  'startup',
  'title',
  'topics',
  'location',
] as const;

function personName(person: CoachingSessionView['host']): string | null {
  if (!person) return null;
  return `${person.firstName} ${person.lastName}`.trim() || null;
}

/** A session as a row of the export, in the column order of SESSION_COLUMNS (instants in ISO 8601, UTC). */
function sessionRow(session: CoachingSessionView): Cell[] {
  return [
    session.startsAt.toISOString(),
    session.endsAt.toISOString(),
    session.duration,
    session.type,
    session.state,
    personName(session.host),
    session.startupName,
    session.title,
    session.topics.join(', '),
    session.location,
  ];
}

/**
 * The coaching exports (issue 16), for COACHING_SESSION:EXPORT: `GET /api/coaching/hours.{csv,xlsx}` (the hours report,
 * `?programId=` narrows it to one programme; also the programme team's) and `GET /api/coaching/sessions.{csv,xlsx}`
 * (the organisation's sessions the viewer sees, newest first). Headers in the viewer's language.
 */
export function registerCoachingExportRoutes(fastify: FastifyInstance, deps: CoachingExportDeps) {
  const refuse = (ctx: RestContext) => new HttpError(403, 'ForbiddenError', ctx.t('coachingExports.forbidden'));

  function send(reply: FastifyReply, writer: TableWriter, format: ExportFormat, name: string) {
    return reply
      .code(200)
      .header('content-type', format === 'csv' ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(`${name}.${format}`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(writer.content);
  }

  function writerFor(ctx: RestContext, format: ExportFormat, sheet: string, columns: readonly string[]) {
    const header = columns.map((column) => ctx.t(`coachingExports.columns.${column}`));
    return format === 'csv' ? createCsvWriter({ header }) : createXlsxWriter({ sheet, header });
  }

  async function exportHours(
    request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
    reply: FastifyReply,
    format: ExportFormat,
  ) {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const viewer = await requireBearerViewer(deps, ctx, request);
    if (!canExportCoachingSessions(viewer) || !canViewHoursReport(viewer)) throw refuse(ctx);
    const programId = request.query.programId || null;
    if (programId && !isUuid(programId)) {
      throw new HttpError(404, 'NotFoundError', ctx.t('coachingExports.programNotFound'));
    }
    const rows = await withTenant(deps.database.db, ctx.incubator.id, (tx) =>
      hoursReportRows(tx, ctx.incubator.id, programId),
    );
    const name = ctx.t('coachingExports.hoursFileName');
    const writer = writerFor(ctx, format, name, HOURS_COLUMNS);
    writer.addRows(
      rows.map((row) => [
        row.programName,
        row.startupName,
        row.mentorName,
        row.minutesAllocated,
        row.minutesPending,
        row.minutesUsed,
      ]),
    );
    void writer.finish().catch((error: unknown) => {
      request.log.error(error);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return send(reply, writer, format, name);
  }

  async function exportSessions(request: FastifyRequest, reply: FastifyReply, format: ExportFormat) {
    const ctx = await restContext(request, deps.tenants, deps.config);
    const viewer = await requireBearerViewer(deps, ctx, request);
    if (!canExportCoachingSessions(viewer)) throw refuse(ctx);
    const incubatorId = ctx.incubator.id;
    const name = ctx.t('coachingExports.sessionsFileName');
    const writer = writerFor(ctx, format, name, SESSION_COLUMNS);
    // Read a page at a time and written as they come; a failure half-way cuts the download.
    void (async () => {
      for (let offset = 0; ; offset += PAGE) {
        const { sessions } = await withTenant(deps.database.db, incubatorId, (tx) =>
          listCoachingSessions(tx, incubatorId, viewer, {}, { limit: PAGE, offset }),
        );
        writer.addRows(sessions.map(sessionRow));
        if (sessions.length < PAGE) break;
      }
      await writer.finish();
    })().catch((error: unknown) => {
      request.log.error(error);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return send(reply, writer, format, name);
  }

  for (const format of ['csv', 'xlsx'] as const) {
    fastify.get<{ Querystring: Record<string, string | undefined> }>(
      `/api/coaching/hours.${format}`,
      (request, reply) => exportHours(request, reply, format),
    );
    fastify.get(`/api/coaching/sessions.${format}`, (request, reply) => exportSessions(request, reply, format));
  }
}
