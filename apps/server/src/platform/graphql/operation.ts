import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { ERROR_CODES } from '@cohort/shared';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
  getOperationAST,
  type ValidationRule,
} from 'graphql';
import type { SessionClaims } from '../auth/token.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../db/client.ts';
import { requestLanguage } from '../i18n/translate.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { PubSub } from '../pubsub/index.ts';
import type { FileStorage } from '../storage/index.ts';
import type { TenantResolver } from '../tenancy/resolve.ts';
import type { Ctx, Viewer } from './context.ts';
import { IncubatorNotFoundError } from './errors.ts';

/** Limits of graphql-armor, as validation rules (OWASP GraphQL guidance); the token limit is a parse option. */
export const MAX_TOKENS = 2000;
export const validationRules: ValidationRule[] = [
  maxDepthRule({ n: 15, ignoreIntrospection: false }),
  maxAliasesRule({ n: 15 }),
  costLimitRule({ maxCost: 5000 }),
  maxDirectivesRule({ n: 30 }),
] as unknown as ValidationRule[];

/** How the identity layer turns a bearer token into a viewer: a signature check, then one statement. */
export interface Authenticator {
  /** The claims of a valid token of this organisation (no database), or null. */
  claims(authorization: string | null, incubatorId: string): Promise<SessionClaims | null>;
  /** The viewer of live claims, read inside the operation's transaction (one statement), or null. */
  viewer(db: Db, incubatorId: string, claims: SessionClaims): Promise<Viewer | null>;
  /** The event that announces the end of a session (a logout, a password change), on any instance. */
  sessionEnded(incubatorId: string, sessionId: string): AsyncIterable<unknown>;
  /** The subscription that tells a client its session ended: it outlives the session's other subscriptions. */
  sessionEndField: string;
}

export interface OperationServices {
  config: Config;
  database: Database;
  tenants: TenantResolver;
  pubsub: PubSub;
  signingKey: Uint8Array;
  mail: MailTransport;
  jobs: JobQueue;
  storage: FileStorage;
  authenticator: Authenticator;
}

/** What a transport knows about the caller. */
export interface CallerInfo {
  host: string;
  authorization: string | null;
  /** The organisation label a websocket client names (connection parameter `incubator`). */
  organisationHint?: string | null;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  forwardedProto?: string | undefined;
  ip: string;
  userAgent: string;
}

/** The operation's context before it runs: the organisation and the token's claims; the viewer comes later. */
export interface OperationContext extends Ctx {
  claims: SessionClaims | null;
  /** The effects to run once the transaction has committed. */
  effects: Array<() => void>;
}

export async function createOperationContext(
  services: OperationServices,
  caller: CallerInfo,
): Promise<OperationContext> {
  const { config, database, tenants } = services;
  const incubator = await tenants.resolve(caller.host, caller.organisationHint ?? null);
  const claims = incubator ? await services.authenticator.claims(caller.authorization, incubator.id) : null;
  const scope = incubator ? database.tenant(incubator.id) : null;
  const effects: Array<() => void> = [];
  return {
    config,
    database,
    db: scope ? scope.db : database.db,
    scope,
    incubator,
    viewer: null,
    claims,
    effects,
    operationType: null,
    pubsub: services.pubsub,
    signingKey: services.signingKey,
    mail: services.mail,
    jobs: services.jobs,
    storage: services.storage,
    request: {
      host: caller.host,
      origin: `${caller.forwardedProto && config.trustProxy ? caller.forwardedProto : 'http'}://${caller.host}`,
      language: requestLanguage(caller.cookie, caller.acceptLanguage, 'en'),
      ip: caller.ip,
      userAgent: caller.userAgent,
    },
    forgetTenants: () => tenants.forget(),
    afterCommit: (effect) => effects.push(effect),
  };
}

/**
 * Before execution (after parsing and validation, so that a bad request costs no database work): the operation
 * needs an organisation, and a signed-in caller's session is checked inside the operation's own transaction.
 */
export async function prepareOperation(
  services: OperationServices,
  ctx: OperationContext,
  document: DocumentNode,
  operationName: string | null | undefined,
): Promise<void> {
  ctx.operationType = getOperationAST(document, operationName)?.operation ?? null;
  if (!ctx.incubator) throw new IncubatorNotFoundError();
  if (ctx.scope && ctx.operationType === 'query') ctx.scope.readOnly = true;
  if (ctx.claims) ctx.viewer = await services.authenticator.viewer(ctx.db, ctx.incubator.id, ctx.claims);
}

/**
 * Ends the operation's transaction: a mutation whose result has errors rolls back, anything else commits; the
 * after-commit effects (live events, e-mails) run once it has committed. Safe to call more than once.
 */
export async function finishOperation(ctx: OperationContext, result: ExecutionResult | null): Promise<void> {
  const failedMutation = ctx.operationType === 'mutation' && Boolean(result?.errors?.length);
  const commit = result !== null && !failedMutation;
  const effects = ctx.effects.splice(0);
  await ctx.scope?.finish(commit);
  if (commit) for (const effect of effects) effect();
}

const APPLICATION_CODES = new Set<string>(Object.values(ERROR_CODES));
export const MASKED_MESSAGE = 'Unexpected error.';
const SUGGESTION = / Did you mean .*\?$/;

function codeOf(error: GraphQLError): string | undefined {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether an error was raised on purpose (a GraphQLError of ours or of GraphQL itself), not a crash. */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  return !original || original instanceof GraphQLError;
}

/**
 * Errors as the client sees them: our own errors keep their message and code; anything unexpected is masked
 * ("Unexpected error.", with the details only in development); field suggestions are hidden in production; the
 * transport hints (`extensions.http`) stay on the server.
 */
export function formatErrors(
  errors: readonly GraphQLError[],
  options: { production: boolean; development: boolean; log?: (error: unknown) => void },
): GraphQLFormattedError[] {
  return errors.map((error) => {
    if (!isExpected(error)) {
      options.log?.(error.originalError ?? error);
      const extensions: Record<string, unknown> = {};
      if (options.development && error.originalError) {
        extensions.originalError = { message: error.originalError.message, stack: error.originalError.stack };
      }
      return {
        message: MASKED_MESSAGE,
        ...(error.locations ? { locations: error.locations } : {}),
        ...(error.path ? { path: error.path } : {}),
        ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
      };
    }
    const formatted = error.toJSON();
    const source = (error.originalError as GraphQLError | undefined)?.extensions ?? error.extensions;
    const { http: _http, ...extensions } = (source ?? {}) as Record<string, unknown>;
    const message = options.production ? formatted.message.replace(SUGGESTION, '') : formatted.message;
    return {
      ...formatted,
      message,
      ...(Object.keys(extensions).length > 0 ? { extensions } : { extensions: undefined }),
    };
  });
}

/**
 * A request that fails before execution (syntax, unknown fields, limits, variables that do not fit) is the
 * client's fault: HTTP 400 with a clear code. An application error raised before execution (no organisation)
 * keeps its own code and is answered 200, as an execution error would be.
 */
export function requestErrors(errors: readonly GraphQLError[]): { status: number; errors: GraphQLError[] } {
  if (errors.every((error) => APPLICATION_CODES.has(codeOf(error) ?? ''))) return { status: 200, errors: [...errors] };
  return {
    status: 400,
    errors: errors.map((error) => {
      const code = codeOf(error);
      if (code && APPLICATION_CODES.has(code)) return error;
      const tooManyTokens = error.message.includes(`more that ${MAX_TOKENS} tokens`);
      const syntax = error.message.startsWith('Syntax Error') && !tooManyTokens;
      return new GraphQLError(tooManyTokens ? `Token limit of ${MAX_TOKENS} exceeded.` : error.message, {
        source: error.source ?? null,
        positions: error.positions ?? null,
        extensions: { code: code ?? (syntax ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED') },
      });
    }),
  };
}
