import { ERROR_CODES, type FieldError } from '@cohort/shared';
import { GraphQLError } from 'graphql';
import type { ZodError } from 'zod';

/** Errors the API returns on purpose. Each carries its code in extensions.code (spec 01 §8). */
export class AuthenticationRequiredError extends GraphQLError {
  constructor(message = 'You must be signed in to do this') {
    super(message, { extensions: { code: ERROR_CODES.authenticationRequired, http: { status: 200 } } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'You are not allowed to do this') {
    super(message, { extensions: { code: ERROR_CODES.forbidden } });
  }
}

export class NotFoundError extends GraphQLError {
  constructor(what = 'This item') {
    super(`${what} was not found`, { extensions: { code: ERROR_CODES.notFound } });
  }
}

export class IncubatorNotFoundError extends GraphQLError {
  constructor() {
    super('This organisation does not exist', { extensions: { code: ERROR_CODES.incubatorNotFound } });
  }
}

export class ValidationError extends GraphQLError {
  readonly fields: FieldError[];
  constructor(fields: FieldError[]) {
    super(fields.map((f) => f.message).join('. ') || 'Invalid field', {
      extensions: { code: ERROR_CODES.validation, fields },
    });
    this.fields = fields;
  }

  static fromZod(error: ZodError): ValidationError {
    return new ValidationError(
      error.issues.map((issue) => ({ field: issue.path.join('.') || 'input', message: issue.message })),
    );
  }
}

/** Parses input with a shared zod schema; a failure becomes a ValidationError with one message per field. */
export function parseInput<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}
