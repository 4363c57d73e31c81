import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config.ts';
import type { Database } from './platform/db/client.ts';
import { withTenant } from './platform/db/tenant.ts';
import { mountGraphQLHttp } from './platform/graphql/http.ts';
import type { OperationServices } from './platform/graphql/operation.ts';
import { mountGraphQLWebSocket } from './platform/graphql/websocket.ts';
import { createEventBus, type PubSub } from './platform/pubsub/index.ts';
import { createTenantResolver, type TenantResolver } from './platform/tenancy/resolve.ts';
import { bearerClaims, SESSION_END_FIELD, sessionEndedEvent, sessionViewer } from './modules/identity/index.ts';
import { cachedIncubator } from './modules/organisations/index.ts';
import { loadSigningKey } from './platform/auth/token.ts';
import { installRestErrorHandler } from './platform/http/rest.ts';
import { createMailTransport, type MailTransport } from './platform/mail/transport.ts';
import { type JobQueue, startJobQueue } from './platform/jobs/index.ts';
import { createLocalStorage, type FileStorage } from './platform/storage/index.ts';
// Registration of the REST routes and jobs of every module, in one place (docs/architecture.md): a new area adds its
// `*.rest.ts` and job files here; a module's index.ts never registers anything.
import { registerApplicationFileRoutes } from './modules/applications/application-file.rest.ts';
import { registerCoachingJobs } from './modules/coaching/coaching.jobs.ts';
import { registerCoachingRoutes } from './modules/coaching/coaching.rest.ts';
import { registerCalendarLinkRoutes } from './modules/coaching/calendar-link.rest.ts';
import { registerVideoLinkRoutes } from './modules/coaching/video-link.rest.ts';
import { configureVideoProviders } from './modules/coaching/video-link.service.ts';
import { configureCalendarProviders } from './modules/coaching/calendar-link.service.ts';
import { registerAttachmentRoutes } from './modules/attachments/attachment.rest.ts';
import { registerCalendarRoutes } from './modules/calendar/calendar.rest.ts';
import { registerCoachingExportRoutes } from './modules/coaching/coaching-export.rest.ts';
import { registerProfileFileRoutes } from './modules/directory/directory.rest.ts';
import { registerExportJobs } from './modules/exports/export.jobs.ts';
import { registerExportRoutes } from './modules/exports/export.rest.ts';
import { registerFormRoutes } from './modules/forms/form.rest.ts';
import { registerIdentityRoutes } from './modules/identity/identity.rest.ts';
import { registerOidcRoutes } from './modules/identity/oidc.rest.ts';
import { registerPeopleJobs } from './modules/people/people.batch.ts';
import { createApplicationPdfs, registerApplicationPrintRoutes } from './modules/print/application-print.rest.ts';
import { registerFormPrintRoutes } from './modules/print/form-print.rest.ts';
import { createPdfRenderer, registerPrintRoutes } from './modules/print/print.rest.ts';
import { registerStartupJobs } from './modules/startups/batch.ts';
import { registerApplicationJobs } from './modules/applications/application-batch.ts';
import { registerEvaluationJobs } from './modules/evaluations/evaluation.jobs.ts';
import { registerMetricJobs } from './modules/metrics/metric.jobs.ts';
import { buildSchema } from './schema.ts';

export interface App {
  fastify: FastifyInstance;
  database: Database;
  pubsub: PubSub;
  tenants: TenantResolver;
  schema: GraphQLSchema;
  mail: MailTransport;
  jobs: JobQueue;
  storage: FileStorage;
  /** Stops accepting work, drains in-flight requests, closes websockets and live events (not the database). */
  close(): Promise<void>;
}

let cachedSchema: GraphQLSchema | undefined;

/** The whole server (REST, GraphQL over HTTP and websocket, the web app) on a database that is already migrated. */
export async function buildApp(config: Config, database: Database): Promise<App> {
  cachedSchema ??= buildSchema();
  const schema = cachedSchema;
  const pubsub = createEventBus(config.redisUrl);
  const tenants = createTenantResolver(database, config.defaultOrganisation);
  const signingKey = await loadSigningKey(database, config.secret);
  const mail = createMailTransport(config.smtpUrl);
  if (config.storage.kind !== 'local') {
    throw new Error('COHORT_STORAGE=s3 is not available in this version; use the local storage (COHORT_STORAGE_DIR)');
  }
  const storage = createLocalStorage(config.storageDir);
  const jobs = await startJobQueue(database);
  await registerPeopleJobs(jobs, { database, pubsub });
  await registerStartupJobs(jobs, { database, pubsub, storage });
  const pdf = createPdfRenderer(config.chromiumPath);
  await registerApplicationJobs(jobs, { database, pubsub });
  await registerEvaluationJobs(jobs, { database, mail, config });
  await registerMetricJobs(jobs, { database, mail, pubsub, config });
  await registerCoachingJobs(jobs, { database, mail, signingKey, config });
  await registerExportJobs(jobs, {
    database,
    pubsub,
    storage,
    pdfs: createApplicationPdfs({ config, database, signingKey }, pdf),
  });
  const fastify = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // A log line per request is off the hot path in production: errors and slow requests are still logged.
    logController: new LogController({ disableRequestLogging: config.env === 'production' }),
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });

  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  await fastify.register(fastifyCompress, { global: true, threshold: 1024 });
  await fastify.register(fastifyCookie);

  installRestErrorHandler(fastify);
  let closing = false;
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  fastify.get('/healthz', async () => ({ status: 'ok' }));
  fastify.get('/readyz', async (_request, reply) => {
    const ready = await database.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database: ready });
  });

  const services: OperationServices = {
    config,
    database,
    tenants,
    pubsub,
    signingKey,
    mail,
    jobs,
    storage,
    authenticator: {
      claims: (authorization, incubatorId) => bearerClaims(signingKey, incubatorId, authorization),
      viewer: (db, incubatorId, claims) => sessionViewer(db, incubatorId, claims),
      sessionEnded: (incubatorId, sessionId) => pubsub.subscribe(incubatorId, sessionEndedEvent(sessionId)),
      sessionEndField: SESSION_END_FIELD,
    },
  };
  const identity = { config, database, tenants, pubsub, signingKey, mail };
  registerIdentityRoutes(fastify, identity);
  registerOidcRoutes(fastify, identity);
  registerExportRoutes(fastify, { ...identity, storage });
  registerAttachmentRoutes(fastify, { config, database, tenants, signingKey, storage });
  registerCalendarRoutes(fastify, { config, database, tenants });
  registerCoachingExportRoutes(fastify, { config, database, tenants, signingKey });
  registerProfileFileRoutes(fastify, { config, database, tenants, signingKey, storage });
  registerPrintRoutes(fastify, { config, database, tenants, signingKey }, pdf);
  registerFormRoutes(fastify, { config, database, tenants, signingKey, storage });
  registerApplicationFileRoutes(fastify, { config, database, tenants, signingKey, storage });
  registerFormPrintRoutes(fastify, { config, database, tenants, signingKey }, pdf);
  registerApplicationPrintRoutes(fastify, { config, database, tenants, signingKey }, pdf);
  registerCoachingRoutes(fastify, identity);
  configureCalendarProviders({ google: config.googleCalendar, microsoft: config.microsoftCalendar });
  registerCalendarLinkRoutes(fastify, { config, database, tenants, signingKey });
  configureVideoProviders({ zoom: config.zoom, teams: config.microsoftCalendar });
  registerVideoLinkRoutes(fastify, { config, database, tenants, signingKey });
  await mountGraphQLHttp(fastify, services, schema);
  const webSocket = mountGraphQLWebSocket(services, schema);
  fastify.server.on('upgrade', (request, socket, head) => {
    if (!webSocket.handleUpgrade(request, socket, head)) socket.destroy();
  });
  if (config.env === 'production' && config.logLevel !== 'silent') logSlowRequests(fastify);

  await mountWebApp(fastify, config, database, tenants);

  return {
    fastify,
    database,
    pubsub,
    tenants,
    schema,
    mail,
    jobs,
    storage,
    async close() {
      // Keep-alive connections that finish their last request after the close began would hold it open until their
      // timeout: answers now say "Connection: close", and connections that turn idle are closed as they do.
      closing = true;
      const sweep = setInterval(() => fastify.server.closeIdleConnections(), 100);
      try {
        await webSocket.close();
        await fastify.close();
      } finally {
        clearInterval(sweep);
      }
      await pdf.close();
      await jobs.stop();
      await pubsub.close();
      mail.close();
    },
  };
}

/** Without a log line per request (production), requests slower than a second and server errors are still logged. */
function logSlowRequests(fastify: FastifyInstance) {
  fastify.addHook('onResponse', async (request, reply) => {
    const elapsed = reply.elapsedTime;
    if (reply.statusCode >= 500) {
      request.log.error({ url: request.url, statusCode: reply.statusCode, ms: elapsed }, 'request failed');
    } else if (elapsed > 1000) {
      request.log.warn({ url: request.url, statusCode: reply.statusCode, ms: elapsed }, 'slow request');
    }
  });
}

/** Paths of the API; everything else that is not a file is a client route of the web app. */
const API_PREFIXES = ['/graphql', '/api/', '/auth/local', '/auth/oidc/', '/healthz', '/readyz'];

/**
 * Serves the built web app: its assets with long-lived caching, and index.html for every other path (the
 * client routes), with the organisation's title, description and icon written in so the first paint is branded.
 */
async function mountWebApp(fastify: FastifyInstance, config: Config, database: Database, tenants: TenantResolver) {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    fastify.setNotFoundHandler((request, reply) => {
      if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        return reply.code(404).send({ error: 'Not Found' });
      }
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, or `npm start`, which builds it.');
    });
    return;
  }
  // Re-read index.html when it changes, so a rebuild of the web app is served without a restart.
  let template = readFileSync(indexFile, 'utf8');
  let templateVersion = statSync(indexFile).mtimeMs;
  const currentTemplate = () => {
    const version = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (version !== undefined && version !== templateVersion) {
      template = readFileSync(indexFile, 'utf8');
      templateVersion = version;
    }
    return template;
  };
  await fastify.register(fastifyStatic, {
    root: config.webDist,
    serve: false,
    index: false,
  });
  // Looked up per request, so the files of a rebuilt web app are served without a restart.
  fastify.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
    const file = request.params['*'];
    if (!/^[\w.-]+$/.test(file) || !existsSync(path.join(config.webDist, 'assets', file))) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    return reply.sendFile(`assets/${file}`, { maxAge: 31_536_000_000, immutable: true });
  });
  fastify.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(404).send({ error: 'Not Found' });
    }
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    const html = await brandedIndex(currentTemplate(), request.headers.host, database, tenants);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function brandedIndex(template: string, host: string | undefined, database: Database, tenants: TenantResolver) {
  const tenant = await tenants.resolve(host).catch(() => null);
  if (!tenant) return template;
  const organisation = await withTenant(database.db, tenant.id, (tx) => cachedIncubator(database, tx, tenant.id)).catch(
    () => null,
  );
  if (!organisation) return template;
  const title = organisation.seo.active && organisation.seo.seoTitle ? organisation.seo.seoTitle : organisation.name;
  const description = organisation.seo.active ? organisation.seo.seoDescription : (organisation.description ?? '');
  const icon = organisation.logoSquare ?? organisation.logo;
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (icon) html = html.replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${escapeHtml(icon)}" />`);
  if (description)
    html = html.replace('</head>', `<meta name="description" content="${escapeHtml(description)}" /></head>`);
  return html;
}
