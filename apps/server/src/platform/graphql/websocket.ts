import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WEBSOCKET_RETRY_ATTEMPTS } from '@cohort/shared';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  GraphQLError,
  getOperationAST,
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

/**
 * The subscriptions of each session, ended when the session ends: one watch of the session-ended event per session,
 * whatever the number of its subscriptions, dropped with the last of them.
 */
class SessionWatch {
  private readonly authenticator: OperationServices['authenticator'];
  private readonly live = new Map<string, { streams: Set<AsyncGenerator<unknown>>; stop: () => void }>();

  constructor(authenticator: OperationServices['authenticator']) {
    this.authenticator = authenticator;
  }

  bind<T>(incubatorId: string, sessionId: string, source: AsyncIterable<T>): AsyncGenerator<T> {
    const key = `${incubatorId}:${sessionId}`;
    let watch = this.live.get(key);
    if (!watch) {
      const events = this.authenticator.sessionEnded(incubatorId, sessionId)[Symbol.asyncIterator]();
      const created = { streams: new Set<AsyncGenerator<unknown>>(), stop: () => void events.return?.() };
      watch = created;
      this.live.set(key, created);
      void events.next().then((event) => {
        if (event.done) return;
        this.live.delete(key);
        created.stop();
        for (const stream of created.streams) void stream.return(undefined);
      });
    }
    const stream = forward(source);
    const current = watch;
    current.streams.add(stream);
    const release = () => {
      current.streams.delete(stream);
      if (current.streams.size === 0 && this.live.get(key) === current) {
        this.live.delete(key);
        current.stop();
      }
    };
    return (async function* () {
      try {
        yield* stream as AsyncGenerator<T>;
      } finally {
        release();
      }
    })();
  }
}

/** A generator over an async iterable, so that return() ends it even while it waits for the next value. */
function forward<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;
  let wake: (() => void) | null = null;
  const stopped = new Promise<IteratorReturnResult<undefined>>((resolve) => {
    wake = () => resolve({ done: true, value: undefined });
  });
  const generator: AsyncGenerator<T> = {
    async next() {
      if (ended) return { done: true, value: undefined };
      const result = await Promise.race([iterator.next(), stopped]);
      if (result.done) ended = true;
      return result as IteratorResult<T>;
    },
    async return() {
      ended = true;
      wake?.();
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    async throw(error) {
      ended = true;
      wake?.();
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return generator;
    },
    async [Symbol.asyncDispose]() {
      await generator.return(undefined);
    },
  };
  return generator;
}

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
  const sessions = new SessionWatch(services.authenticator);
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
        // A session is checked when a subscription starts; when it ends (a logout, a password change) on any
        // instance, its subscriptions end too, but the one that tells the client so.
        const field = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
        const notice = field?.kind === 'Field' && field.name.value === services.authenticator.sessionEndField;
        if (result && Symbol.asyncIterator in result && ctx.viewer && ctx.incubator && !notice) {
          return sessions.bind(ctx.incubator.id, ctx.viewer.sessionId, result) as never;
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
