import { type FieldError, PREFLIGHT_HEADER } from '@cohort/shared';
import { retryAfterSeconds } from './auth/auth-rules.ts';
import { authorizationHeader } from './session.ts';

/** Codes the client gives failures that carry no code of the server's. */
export const NETWORK_ERROR_CODE = 'NetworkError';
export const HTTP_ERROR_CODE = 'HttpError';

/** A failed REST call: the HTTP status (0 when the network failed), the server's error code, message and fields. */
export class RestError extends Error {
  override name = 'RestError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** Seconds from the Retry-After header (429). */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: FieldError[];
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.retryAfter = init.retryAfter ?? null;
  }

  /** The message of one field, from a ValidationError. */
  fieldMessage(field: string): string | null {
    return this.fields.find((entry) => entry.field === field)?.message ?? null;
  }
}

export function isRestError(error: unknown): error is RestError {
  return error instanceof RestError;
}

/** 401 answers that mean "wrong password typed", not "your session is over". */
const CREDENTIAL_ERRORS = new Set(['InvalidCredentials', 'IncorrectPassword']);

export interface RestClientOptions {
  getToken(): string | null;
  /** The interface language, sent as Accept-Language so the server can answer in it. */
  language(): string;
  /** A 401 on a request that carried this token (spec 01 §8: logout handling). */
  onUnauthorized(token: string): void;
  fetch?: typeof fetch;
}

export type RestMethod = 'GET' | 'POST' | 'PUT';

export interface RestRequestOptions {
  /** Sends the bearer token (default false: the identity routes before sign-in need none). */
  authenticated?: boolean;
  signal?: AbortSignal;
}

export interface RestClient {
  request<T>(method: RestMethod, path: string, body?: unknown, options?: RestRequestOptions): Promise<T>;
}

function parseFields(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).field === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}

/** Turns a failed response into a RestError: `{ error, message, fields? }`, or the response text (spec 01 §7.3). */
export async function restErrorFromResponse(response: Response): Promise<RestError> {
  const text = await response.text().catch(() => '');
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (typeof body === 'object' && body !== null) {
    const { error, message, fields } = body as { error?: unknown; message?: unknown; fields?: unknown };
    const parsedFields = parseFields(fields);
    const fallback = parsedFields.map((field) => field.message).join('. ');
    return new RestError({
      status: response.status,
      code: typeof error === 'string' ? error : HTTP_ERROR_CODE,
      message: typeof message === 'string' && message !== '' ? message : fallback || response.statusText,
      fields: parsedFields,
      retryAfter,
    });
  }
  return new RestError({
    status: response.status,
    code: HTTP_ERROR_CODE,
    message: text.trim() || response.statusText || `HTTP ${response.status}`,
    retryAfter,
  });
}

/** Same-origin JSON calls to the REST routes (spec 01 §7.3), with the CSRF preflight header on every call. */
export function createRestClient(options: RestClientOptions): RestClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async request<T>(method: RestMethod, path: string, body?: unknown, requestOptions: RestRequestOptions = {}) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Accept-Language': options.language(),
        [PREFLIGHT_HEADER]: 'true',
      };
      const token = requestOptions.authenticated ? options.getToken() : null;
      const authorization = authorizationHeader(token);
      if (authorization) headers.Authorization = authorization;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await doFetch(path, {
          method,
          headers,
          credentials: 'same-origin',
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        });
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new RestError({ status: 0, code: NETWORK_ERROR_CODE, message: 'Network Error' });
      }
      if (!response.ok) {
        const error = await restErrorFromResponse(response);
        if (response.status === 401 && token && !CREDENTIAL_ERRORS.has(error.code)) options.onUnauthorized(token);
        throw error;
      }
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
