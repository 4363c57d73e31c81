import { APPLICATION_COFOUNDERS_MAX, APPLICATION_MESSAGES, formatMessage } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { applicationMessageKey, translateApplicationMessage } from './application-messages.ts';

describe('application messages', () => {
  it('recognises the server refusals and leaves other messages as they are', () => {
    expect(applicationMessageKey(APPLICATION_MESSAGES.callClosed)).toBe('callClosed');
    expect(
      applicationMessageKey(formatMessage(APPLICATION_MESSAGES.cofoundersMax, { max: APPLICATION_COFOUNDERS_MAX })),
    ).toBe('cofoundersMax');
    const t = (key: string) => `[${key}]`;
    expect(translateApplicationMessage(APPLICATION_MESSAGES.emailTaken, t)).toBe('[apply:errors.emailTaken]');
    expect(translateApplicationMessage('Something else', t)).toBe('Something else');
  });
});
