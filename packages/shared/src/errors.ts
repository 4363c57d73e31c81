/** Error codes the API puts in `extensions.code`; the web app maps them as spec 01 §8 says. */
export const ERROR_CODES = {
  authenticationRequired: 'AuthenticationRequiredError',
  validation: 'ValidationError',
  notFound: 'NotFoundError',
  forbidden: 'ForbiddenError',
  incubatorNotFound: 'IncubatorNotFoundError',
  badRequest: 'BadRequestError',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One message per invalid field, as `extensions.fields` of a ValidationError. */
export interface FieldError {
  field: string;
  message: string;
}
