import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { graphqlErrorCode, graphqlErrorMessage, graphqlFieldErrors, shouldRetryOperation } from './graphql-errors.ts';

const translate = (key: 'networkError') => (key === 'networkError' ? 'Network Error' : key);

describe('graphqlErrorMessage (spec 01 §8)', () => {
  it('says Network Error for a network failure', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(graphqlErrorMessage(error, translate)).toBe('Network Error');
    expect(graphqlErrorMessage(error, () => 'Erreur réseau')).toBe('Erreur réseau');
  });

  it('joins the field messages of a ValidationError with ". "', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'ValidationError',
            fields: [
              { field: 'name', message: 'Name is a required field' },
              { field: 'dueDate', message: 'The due date can not be in the past' },
            ],
          },
        },
      ],
    });
    expect(graphqlErrorMessage(error, translate)).toBe('Name is a required field. The due date can not be in the past');
    expect(graphqlErrorCode(error)).toBe('ValidationError');
  });

  it('joins other errors\' messages with ". "', () => {
    const error = new CombinedError({
      graphQLErrors: [
        { message: 'Not found', extensions: { code: 'NotFoundError' } },
        { message: 'Forbidden', extensions: { code: 'ForbiddenError' } },
      ],
    });
    expect(graphqlErrorMessage(error, translate)).toBe('Not found. Forbidden');
  });

  it('maps a message by error code when a map is given', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'raw', extensions: { code: 'ForbiddenError' } }],
    });
    expect(graphqlErrorMessage(error, translate, { ForbiddenError: 'You may not do this' })).toBe(
      'You may not do this',
    );
  });

  it('uses the message of a ValidationError without fields', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Invalid field', extensions: { code: 'ValidationError' } }],
    });
    expect(graphqlErrorMessage(error, translate)).toBe('Invalid field');
  });

  it('prefers the GraphQL errors of a non-2xx response that carried them', () => {
    const error = new CombinedError({
      networkError: new Error('Unauthorized'),
      graphQLErrors: [{ message: 'Authentication required', extensions: { code: 'AuthenticationRequiredError' } }],
    });
    expect(graphqlErrorMessage(error, translate)).toBe('Authentication required');
  });
});

describe('graphqlFieldErrors', () => {
  it('gives the field messages of a ValidationError, to show under their fields', () => {
    const error = new CombinedError({
      graphQLErrors: [
        { message: 'Not allowed', extensions: { code: 'ForbiddenError' } },
        {
          message: 'Invalid',
          extensions: {
            code: 'ValidationError',
            fields: [{ field: 'seo.seoTitle', message: 'Title must be less than or equal to 120 characters' }, 'junk'],
          },
        },
      ],
    });
    expect(graphqlFieldErrors(error)).toEqual([
      { field: 'seo.seoTitle', message: 'Title must be less than or equal to 120 characters' },
    ]);
  });

  it('gives none for other errors or no error', () => {
    expect(
      graphqlFieldErrors(
        new CombinedError({ graphQLErrors: [{ message: 'x', extensions: { code: 'ForbiddenError' } }] }),
      ),
    ).toEqual([]);
    expect(graphqlFieldErrors(null)).toEqual([]);
  });
});

describe('shouldRetryOperation (spec 01 §7.1)', () => {
  it('retries network errors', () => {
    expect(shouldRetryOperation(new CombinedError({ networkError: new TypeError('Failed to fetch') }))).toBe(true);
    expect(
      shouldRetryOperation(new CombinedError({ networkError: new Error('Bad Gateway'), response: { status: 502 } })),
    ).toBe(true);
  });

  it('never retries a 401 or 403', () => {
    for (const status of [401, 403]) {
      const error = new CombinedError({ networkError: new Error('Denied'), response: { status } });
      expect(shouldRetryOperation(error)).toBe(false);
    }
  });

  it('does not retry GraphQL errors', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Not found', extensions: { code: 'NotFoundError' } }],
    });
    expect(shouldRetryOperation(error)).toBe(false);
  });
});
