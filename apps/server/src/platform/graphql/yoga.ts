import type { JobQueue } from '../jobs/index.ts';
import type { FileStorage } from '../storage/index.ts';
import type { IncomingMessage } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from '@envelop/core';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { ERROR_CODES, PREFLIGHT_HEADER } from '@cohort/shared';
import { type ExecutionArgs, type ExecutionResult, GraphQLError, type GraphQLSchema, getOperationAST } from 'graphql';
import { createYoga, type Plugin as YogaPlugin } from 'graphql-yoga';
import type { Config } from '../../config.ts';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { requestLanguage } from '../i18n/translate.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { PubSub } from '../pubsub/index.ts';
import type { TenantResolver } from '../tenancy/resolve.ts';
import type { Ctx, Viewer } from './context.ts';
import { IncubatorNotFoundError } from './errors.ts';

export interface GraphQLServerOptions {
  config: Config;
  schema: GraphQLSchema;
  database: Database;
  tenants: TenantResolver;
  pubsub: PubSub;
  signingKey: Uint8Array;
  mail: MailTransport;
  jobs: JobQueue;
  storage: FileStorage;
  /** Verifies the authorization header or connection parameter; null when anonymous. */
  authenticate?: (input: { authorization: string | null; incubatorId: string }) => Promise<Viewer | null>;
}

/** What the HTTP and websocket transports know about the caller. */
interface ServerContext {
  req?: Pick<IncomingMessage, 'headers' | 'socket'>;
  connectionParams?: Record<string, unknown>;
}

class RollbackSignal extends Error {
  readonly result: ExecutionResult;
  constructor(result: ExecutionResult) {
    super('rollback');
    this.result = result;
  }
}

/**
 * Runs every query and mutation in one transaction of the request's organisation (row-level security on);
 * a mutation whose result has errors is rolled back; after-commit effects run once it has committed.
 */
function useTenantTransaction(): Plugin<Ctx> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args: ExecutionArgs) => {
        const ctx = args.contextValue as Ctx;
        if (!ctx.incubator) return { errors: [new IncubatorNotFoundError()] };
        const isMutation = getOperationAST(args.document, args.operationName)?.operation === 'mutation';
        const effects: Array<() => void> = [];
        try {
          const result = await withTenant(ctx.database.db, ctx.incubator.id, async (tx) => {
            ctx.db = tx;
            ctx.afterCommit = (effect) => effects.push(effect);
            const executed = (await executeFn(args)) as ExecutionResult;
            if (isMutation && executed.errors?.length) throw new RollbackSignal(executed);
            return executed;
          });
          for (const effect of effects) effect();
          return result;
        } catch (error) {
          if (error instanceof RollbackSignal) return error.result;
          throw error;
        } finally {
          ctx.db = ctx.database.db;
        }
      });
    },
  };
}

const APPLICATION_CODES = new Set<string>(Object.values(ERROR_CODES));

/**
 * Requests that fail before execution (syntax, unknown fields, the limits of graphql-armor) are the client's
 * fault: HTTP 400 with a clear code, whatever the Accept header (Yoga answers 200 to plain application/json).
 */
function useBadRequestStatus(): YogaPlugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const executionResult = result as ExecutionResult;
      if (!executionResult.errors?.length || 'data' in executionResult) return;
      const errors = executionResult.errors.map((error) => {
        const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
        if (code && APPLICATION_CODES.has(code)) return error;
        return new GraphQLError(error.message, {
          source: error.source ?? null,
          positions: error.positions ?? null,
          extensions: { code: code ?? 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
        });
      });
      setResult({ ...executionResult, errors });
    },
  };
}

export function createGraphQLServer(options: GraphQLServerOptions) {
  const { config, schema, database, tenants, pubsub, authenticate, signingKey, mail, jobs, storage } = options;
  const production = config.env === 'production';
  const armor = new EnvelopArmor({
    maxDepth: { n: 15, ignoreIntrospection: false },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxTokens: { n: 2000 },
    maxDirectives: { n: 30 },
    blockFieldSuggestion: { enabled: production },
  });

  return createYoga<ServerContext, Ctx>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !production,
    logging: config.logLevel === 'silent' ? false : 'warn',
    maskedErrors: { isDev: config.env === 'development' },
    plugins: [
      useCSRFPrevention({ requestHeaders: [PREFLIGHT_HEADER, 'x-graphql-yoga-csrf'] }),
      ...armor.protect().plugins,
      useBadRequestStatus(),
      useTenantTransaction(),
    ],
    context: async (serverContext): Promise<Ctx> => {
      const params = serverContext.connectionParams ?? {};
      const req = serverContext.req;
      const header = (name: string): string | null => {
        const value = req?.headers[name];
        return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
      };
      const host = header('host') ?? '';
      const organisationHint = typeof params.incubator === 'string' ? params.incubator : null;
      const incubator = await tenants.resolve(host, organisationHint);
      const authorization =
        header('authorization') ?? (typeof params.authorization === 'string' ? params.authorization : null);
      const viewer =
        incubator && authenticate ? await authenticate({ authorization, incubatorId: incubator.id }) : null;
      return {
        config,
        database,
        db: database.db,
        incubator,
        viewer,
        pubsub,
        signingKey,
        mail,
        jobs,
        storage,
        request: {
          host,
          origin: `${header('x-forwarded-proto') && config.trustProxy ? header('x-forwarded-proto') : 'http'}://${host}`,
          language: requestLanguage(header('cookie') ?? undefined, header('accept-language') ?? undefined, 'en'),
          ip: req?.socket.remoteAddress ?? '',
          userAgent: header('user-agent') ?? (typeof params.userAgent === 'string' ? params.userAgent : ''),
        },
        forgetTenants: () => tenants.forget(),
        afterCommit: (effect) => effect(),
      };
    },
  });
}
export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
