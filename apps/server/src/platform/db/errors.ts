/** PostgreSQL's SQLSTATE classes and codes that mean the server is away, not that the statement was wrong. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'is not currently accepting connections',
  'the database system is starting up',
  'the database system is shutting down',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/** A connection could not be had from the pool: whatever the cause, the database is unavailable for now. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** Whether an error (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
