import { ERROR_CODES, type FieldError } from '@cohort/shared';
import type { CombinedError } from 'urql';

/** Translates a key of the `errors` namespace; i18next's `t` fits. */
export type ErrorTranslator = (key: 'networkError') => string;

/** The error code the API put in `extensions.code` of the first GraphQL error that has one. */
export function graphqlErrorCode(error: CombinedError | null | undefined): string | null {
  for (const graphQLError of error?.graphQLErrors ?? []) {
    const code = graphQLError.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return null;
}

function fieldErrors(extensions: Record<string, unknown> | undefined): FieldError[] {
  const fields = extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' && entry !== null && typeof (entry as FieldError).message === 'string',
  );
}

/** The field messages of the first ValidationError of a failed call (`extensions.fields`), to show under the fields. */
export function graphqlFieldErrors(error: CombinedError | null | undefined): FieldError[] {
  for (const graphQLError of error?.graphQLErrors ?? []) {
    if (graphQLError.extensions?.code === ERROR_CODES.validation) return fieldErrors(graphQLError.extensions);
  }
  return [];
}

/**
 * The message shown to the user for a failed call (spec 01 §8): 'Network Error' for a network failure;
 * for a ValidationError, its field messages joined with '. '; otherwise the message mapped from the
 * error code when a map is given, else the server's message, several joined with '. '.
 */
export function graphqlErrorMessage(
  error: CombinedError,
  translate: ErrorTranslator,
  messagesByCode: Readonly<Record<string, string>> = {},
): string {
  if (error.networkError && error.graphQLErrors.length === 0) return translate('networkError');
  const messages: string[] = [];
  for (const graphQLError of error.graphQLErrors) {
    const code = graphQLError.extensions?.code;
    if (code === ERROR_CODES.validation) {
      const fields = fieldErrors(graphQLError.extensions);
      if (fields.length > 0) {
        messages.push(...fields.map((field) => field.message));
        continue;
      }
    }
    const mapped = typeof code === 'string' ? messagesByCode[code] : undefined;
    messages.push(mapped ?? graphQLError.message);
  }
  return messages.filter((message) => message.length > 0).join('. ');
}

/** The HTTP status of the response that carried the error, when there was one. */
export function responseStatus(error: CombinedError): number | null {
  const response: unknown = error.response;
  if (typeof response === 'object' && response !== null && 'status' in response) {
    const { status } = response as { status: unknown };
    return typeof status === 'number' ? status : null;
  }
  return null;
}

/** Retry rule of spec 01 §7.1: retry network failures, never a 401 or 403. */
export function shouldRetryOperation(error: CombinedError): boolean {
  const status = responseStatus(error);
  if (status === 401 || status === 403) return false;
  return Boolean(error.networkError);
}
