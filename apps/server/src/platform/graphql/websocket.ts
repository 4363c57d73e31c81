import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WEBSOCKET_RETRY_ATTEMPTS } from '@cohort/shared';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  subscribe,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import {
  createOperationContext,
  finishOperation,
  formatErrors,
  MAX_TOKENS,
  type OperationContext,
  type OperationServices,
  prepareOperation,
  requestErrors,
  validationRules,
} from './operation.ts';

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function stringParam(params: Record<string, unknown>, name: string): string | null {
  const value = params[name];
  return typeof value === 'string' ? value : null;
}

/**
 * graphql-ws on the same /graphql path (noServer mode on the HTTP server's upgrade event). Connection
 * parameters: sessionId, incubator (the organisation label), userAgent, authorization (spec 01 §7.1).
 * The same limits, session check and transaction as over HTTP; a subscription's session is checked when it starts,
 * in a transaction of its own (its events read the database in theirs).
 */
export function mountGraphQLWebSocket(services: OperationServices, schema: GraphQLSchema) {
  const production = services.config.env === 'production';
  const errorOptions = { production, development: services.config.env === 'development' };
  const rules = [...specifiedRules, ...validationRules];
  const wss = new WebSocketServer({ noServer: true });
  const server = useServer(
    {
      schema,
      execute: async (args: ExecutionArgs) => {
        const ctx = args.contextValue as OperationContext;
        let result: ExecutionResult | null = null;
        try {
          result = await execute(args);
        } finally {
          await finishOperation(ctx, result);
        }
        return result;
      },
      // The subscribe function reads in the operation's transaction; each event then reads in transactions of its own.
      subscribe: async (args: ExecutionArgs) => {
        const ctx = args.contextValue as OperationContext;
        let result: Awaited<ReturnType<typeof subscribe>> | null = null;
        try {
          result = await subscribe(args);
        } finally {
          await finishOperation(ctx, result && !('errors' in result && result.errors?.length) ? {} : null);
          if (ctx.incubator) ctx.db = ctx.database.tenantStatements(ctx.incubator.id);
        }
        return result as never;
      },
      onSubscribe: async (socket, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_TOKENS });
        } catch (error) {
          return requestErrors([error instanceof GraphQLError ? error : new GraphQLError('Invalid query')]).errors;
        }
        const errors = validate(schema, document, rules);
        if (errors.length > 0) return requestErrors(errors).errors;
        const params = (socket.connectionParams ?? {}) as Record<string, unknown>;
        const request = socket.extra.request;
        const ctx = await createOperationContext(services, {
          host: headerOf(request, 'host') ?? '',
          authorization: headerOf(request, 'authorization') ?? stringParam(params, 'authorization'),
          organisationHint: stringParam(params, 'incubator'),
          cookie: headerOf(request, 'cookie'),
          acceptLanguage: headerOf(request, 'accept-language'),
          ip: request.socket.remoteAddress ?? '',
          userAgent: headerOf(request, 'user-agent') ?? stringParam(params, 'userAgent') ?? '',
        });
        try {
          await prepareOperation(services, ctx, document, payload.operationName);
        } catch (error) {
          await finishOperation(ctx, null);
          return [error instanceof GraphQLError ? error : new GraphQLError('The operation could not start')];
        }
        return {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue: ctx,
        };
      },
      onNext: (_socket, _id, _payload, _args, result) => {
        const errors = (result as ExecutionResult).errors;
        if (!errors?.length) return result;
        return { ...result, errors: formatErrors(errors, errorOptions) } as never;
      },
    },
    wss,
  );

  return {
    retryAttempts: WEBSOCKET_RETRY_ATTEMPTS,
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/graphql') return false;
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      return true;
    },
    async close(): Promise<void> {
      await server.dispose();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
