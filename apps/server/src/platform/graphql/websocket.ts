import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WEBSOCKET_RETRY_ATTEMPTS } from '@cohort/shared';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphQLServer } from './yoga.ts';

/**
 * graphql-ws on the same /graphql path (noServer mode on the HTTP server's upgrade event). Connection
 * parameters: sessionId, incubator (the organisation label), userAgent, authorization (spec 01 §7.1).
 */
export function mountGraphQLWebSocket(yoga: GraphQLServer) {
  const wss = new WebSocketServer({ noServer: true });
  const server = useServer(
    {
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
        });
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid query')];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        return {
          schema,
          operationName: payload.operationName ?? null,
          document,
          variableValues: payload.variables ?? null,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
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
