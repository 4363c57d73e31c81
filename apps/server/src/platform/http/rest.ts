import { PASSWORD_TOO_COMMON, VALIDATION_MESSAGES, type FieldError } from '@cohort/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError, ZodType } from 'zod';
import type { Config } from '../../config.ts';
import { requestLanguage, translate } from '../i18n/translate.ts';
import type { TenantRef, TenantResolver } from '../tenancy/resolve.ts';

/** An error a REST route answers on purpose: `{ error, message, fields? }` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers ?? {};
  }
}

/** Every REST error as JSON with a specific code and message; never a stack trace. */
export function installRestErrorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .code(error.status)
        .send({ error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    const language = requestLanguage(request.headers.cookie, request.headers['accept-language'], 'en');
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'BadRequest', message: translate(language, 'errors.badRequest') });
    }
    request.log.error(error);
    return reply
      .code(500)
      .send({ error: 'InternalError', message: 'Something went wrong on our side. Please try again.' });
  });
}

export interface RestContext {
  incubator: TenantRef;
  language: string;
  ip: string;
  userAgent: string;
  /** scheme://host of the request, for links in e-mails. */
  origin: string;
  t(key: string, values?: Record<string, string | number>): string;
}

/** scheme://host a request was made to (the scheme as the proxy saw it when TRUST_PROXY is set). */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'trustProxy'>): string {
  return `${config.trustProxy ? request.protocol : 'http'}://${request.headers.host ?? 'localhost'}`;
}

/** The organisation and caller of a REST request; 404 for an address of no organisation. */
export async function restContext(
  request: FastifyRequest,
  tenants: TenantResolver,
  config: Config,
): Promise<RestContext> {
  const language = requestLanguage(request.headers.cookie, request.headers['accept-language'], 'en');
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const incubator = await tenants.resolve(request.headers.host);
  if (!incubator) throw new HttpError(404, 'IncubatorNotFoundError', t('errors.organisationNotFound'));
  return {
    incubator,
    language,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    origin: requestOrigin(request, config),
    t,
  };
}

/** The JSON body, which must be an object. */
export function objectBody(request: FastifyRequest, t: RestContext['t']): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'BadRequest', t('errors.bodyNotObject'));
  return body as Record<string, unknown>;
}

const MESSAGE_KEYS: Array<[keyof typeof VALIDATION_MESSAGES, string]> = [
  ['required', 'errors.required'],
  ['email', 'errors.invalidEmail'],
  ['textMin', 'errors.textMin'],
  ['textMax', 'errors.textMax'],
];

const MESSAGE_PATTERNS = MESSAGE_KEYS.map(([key, translationKey]) => {
  const pattern = VALIDATION_MESSAGES[key]
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{field\\}', '(?<field>.+?)')
    .replace('\\{min\\}', '(?<min>\\d+)')
    .replace('\\{max\\}', '(?<max>\\d+)');
  return { regex: new RegExp(`^${pattern}$`), translationKey };
});

/** The shared schemas' English messages, in the request's language, field by field. */
export function localiseIssues(error: ZodError, t: RestContext['t']): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'input';
    if (issue.message === PASSWORD_TOO_COMMON) return { field, message: t('errors.passwordTooCommon') };
    for (const { regex, translationKey } of MESSAGE_PATTERNS) {
      const match = regex.exec(issue.message);
      if (match?.groups) {
        const label = t(`errors.fields.${field}`);
        return {
          field,
          message: t(translationKey, {
            ...match.groups,
            field: label === `errors.fields.${field}` ? (match.groups.field ?? field) : label,
          }),
        };
      }
    }
    return { field, message: issue.message };
  });
}

/** Parses a body with a shared schema; a 400 ValidationError with translated field messages otherwise. */
export function parseBody<T>(schema: ZodType<T>, body: unknown, t: RestContext['t']): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = localiseIssues(result.error, t);
  throw new HttpError(400, 'ValidationError', fields.map((f) => f.message).join('. '), { fields });
}

export function sendJson(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
