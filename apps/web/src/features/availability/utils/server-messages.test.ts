import { COACHING_MESSAGES } from '@cohort/shared';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { coachingMessageKey, errorMessages } from './server-messages.ts';

describe('coachingMessageKey', () => {
  it('reads the refusals of the availability API back into keys', () => {
    expect(coachingMessageKey(COACHING_MESSAGES.businessHours)).toBe('businessHours');
    expect(coachingMessageKey(COACHING_MESSAGES.timeZone)).toBe('timeZone');
    expect(coachingMessageKey(COACHING_MESSAGES.weekdays)).toBe('weekdays');
  });
  it('leaves other text alone', () => {
    expect(coachingMessageKey('Something else')).toBeNull();
    expect(coachingMessageKey('toString')).toBeNull();
  });
});

describe('errorMessages', () => {
  it('takes the field messages of a validation error, else the messages', () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ path: 'endTime', message: COACHING_MESSAGES.endAfterStart }],
          },
        },
        { message: COACHING_MESSAGES.notHost },
      ],
    });
    expect(errorMessages(error)).toEqual([COACHING_MESSAGES.endAfterStart, COACHING_MESSAGES.notHost]);
  });
});
