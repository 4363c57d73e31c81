import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { refusedOutcome } from './submit-outcome.ts';

describe('refusedOutcome', () => {
  it('lists the per-question errors the server returns', () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Phone is not a valid phone number', {
          extensions: { answerErrors: [{ questionId: 'phone', code: 'phone', params: { field: 'Phone' } }] },
        }),
      ],
    });
    expect(refusedOutcome(error, 'Failed')).toEqual({
      ok: false,
      answerErrors: [{ questionId: 'phone', code: 'phone', params: { field: 'Phone' }, message: '' }],
      message: 'Phone is not a valid phone number',
    });
  });

  it('keeps the message of another refusal', () => {
    const error = new CombinedError({ graphQLErrors: [new GraphQLError('Too many answers')] });
    expect(refusedOutcome(error, 'Failed')).toMatchObject({ answerErrors: [], message: 'Too many answers' });
  });
});
