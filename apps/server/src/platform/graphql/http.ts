import { ERROR_CODES, PREFLIGHT_HEADER } from '@cohort/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError, type GraphQLSchema } from 'graphql';
import mercurius from 'mercurius';
import { isDatabaseUnavailable } from '../db/errors.ts';
import {
  createOperationContext,
  finishOperation,
  formatErrors,
  MASKED_MESSAGE,
  MAX_TOKENS,
  type OperationContext,
  type OperationServices,
  prepareOperation,
  requestErrors,
  validationRules,
} from './operation.ts';

/** A POST must carry one of these: a browser cannot send them cross-site without a CORS preflight. */
export const CSRF_HEADERS = [PREFLIGHT_HEADER, 'x-graphql-yoga-csrf'];

interface GraphQLParams {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/** The request's operation, read from a JSON body (POST) or the query string (GET). */
function paramsOf(request: FastifyRequest): GraphQLParams | string {
  const raw = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null | undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'The request must be a JSON object';
  if (typeof raw.query !== 'string' || raw.query.trim() === '') return 'The request must carry a query string';
  let variables = raw.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      return 'The variables must be a JSON object';
    }
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return 'The variables must be a JSON object';
  }
  if (raw.operationName != null && typeof raw.operationName !== 'string') return 'The operation name must be a string';
  return {
    query: raw.query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: (raw.operationName ?? undefined) as string | undefined,
  };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface HttpOperationContext extends OperationContext {
  httpMethod: string;
  operationName: string | undefined;
}

class MethodNotAllowedError extends GraphQLError {
  constructor() {
    super('Only queries can be sent with GET; send mutations with POST', {
      extensions: { code: 'METHOD_NOT_ALLOWED' },
    });
  }
}

/**
 * GraphQL over HTTP on /graphql (POST, and GET for queries). Mercurius's executor serves it: parsed and validated
 * documents are cached (LRU), and a document seen twice is compiled with graphql-jit. The route around it is ours:
 * cross-site request forgery prevention, the organisation and the session, one lazily opened transaction per
 * operation, and the error shapes of the spec (4xx for bad requests, masked unexpected errors).
 */
export async function mountGraphQLHttp(
  fastify: FastifyInstance,
  services: OperationServices,
  schema: GraphQLSchema,
): Promise<void> {
  const { config } = services;
  const production = config.env === 'production';
  const development = config.env === 'development';
  await fastify.register(mercurius, {
    schema,
    routes: false,
    jit: 1,
    cache: 1024,
    validationRules,
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    // Errors are shaped by the route below, once the transaction is settled.
    errorFormatter: (execution) => ({ statusCode: 200, response: execution as never }),
  });
  fastify.graphql.addHook('preExecution', async (_schema, document, context) => {
    const ctx = context as unknown as HttpOperationContext;
    await prepareOperation(services, ctx, document, ctx.operationName);
    if (ctx.httpMethod === 'GET' && ctx.operationType !== 'query') throw new MethodNotAllowedError();
  });

  const errorOptions = {
    production,
    development,
    log: (error: unknown) => fastify.log.error({ err: error }, 'GraphQL resolver failed'),
  };
  const refuse = (reply: FastifyReply, status: number, message: string, code: string) =>
    reply.code(status).send({ errors: [{ message, extensions: { code } }] });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!CSRF_HEADERS.some((name) => request.headers[name] !== undefined)) {
      return refuse(
        reply,
        403,
        `This request needs the ${PREFLIGHT_HEADER} header (cross-site request forgery protection)`,
        'CSRF_HEADER_REQUIRED',
      );
    }
    const params = paramsOf(request);
    if (typeof params === 'string') return refuse(reply, 400, params, ERROR_CODES.badRequest);
    let ctx: HttpOperationContext | null = null;
    let result: ExecutionResult | null = null;
    let failure: unknown = null;
    try {
      ctx = (await createOperationContext(services, {
        host: header(request, 'host') ?? '',
        authorization: header(request, 'authorization') ?? null,
        cookie: header(request, 'cookie'),
        acceptLanguage: header(request, 'accept-language'),
        forwardedProto: header(request, 'x-forwarded-proto'),
        ip: request.socket.remoteAddress ?? '',
        userAgent: header(request, 'user-agent') ?? '',
      })) as HttpOperationContext;
      ctx.httpMethod = request.method;
      ctx.operationName = params.operationName;
      result = (await fastify.graphql(
        params.query,
        ctx as never,
        params.variables,
        params.operationName,
      )) as ExecutionResult;
    } catch (error) {
      failure = error;
    }
    try {
      if (ctx) await finishOperation(ctx, result);
    } catch (error) {
      failure ??= error;
    }
    // A resolver that could not reach the database: the whole answer is "try again shortly".
    const unreachable = result?.errors?.find((error) => isDatabaseUnavailable(error.originalError));
    if (unreachable) failure ??= unreachable.originalError;

    if (failure) {
      if (failure instanceof MethodNotAllowedError) return refuse(reply, 405, failure.message, 'METHOD_NOT_ALLOWED');
      const errors = graphQLErrorsOf(failure);
      if (!errors) {
        // Not the request's fault: the database is away (503, the client retries) or something broke (500).
        const unavailable = isDatabaseUnavailable(failure);
        if (!unavailable) fastify.log.error({ err: failure }, 'GraphQL operation failed');
        return reply.code(unavailable ? 503 : 500).send({
          errors: [
            unavailable
              ? {
                  message: 'The service is unavailable; try again shortly',
                  extensions: { code: 'SERVICE_UNAVAILABLE' },
                }
              : { message: MASKED_MESSAGE },
          ],
        });
      }
      const answer = requestErrors(errors);
      return reply.code(answer.status).send({ errors: formatErrors(answer.errors, errorOptions) });
    }
    const executed = result as ExecutionResult;
    if (executed.errors?.length && executed.data === undefined) {
      // Variables that do not fit their types (the compiled executor reports them without data).
      const answer = requestErrors(executed.errors);
      return reply.code(answer.status).send({ errors: formatErrors(answer.errors, errorOptions) });
    }
    return reply.code(200).send({
      data: executed.data ?? null,
      ...(executed.errors?.length ? { errors: formatErrors(executed.errors, errorOptions) } : {}),
    });
  };
  fastify.route({ url: '/graphql', method: ['GET', 'POST'], handler });
}

/** The GraphQL errors behind a failure before execution: Mercurius's validation error, or one of ours. */
function graphQLErrorsOf(failure: unknown): GraphQLError[] | null {
  if (failure instanceof GraphQLError) return [failure];
  const errors = (failure as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((error) =>
      error instanceof GraphQLError ? error : new GraphQLError(String((error as Error).message ?? error)),
    );
  }
  return null;
}
