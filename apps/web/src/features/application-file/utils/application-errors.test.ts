import { APPLICATION_MESSAGES, formatMessage } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { type ApplicationTranslator, translateApplicationMessage } from './application-errors.ts';

const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as ApplicationTranslator;

describe('the application file’s refusals', () => {
  it('says the known refusals in the interface language, the transitions with their statuses', () => {
    expect(translateApplicationMessage(APPLICATION_MESSAGES.programGone, t)).toBe(
      'applicationFile:serverErrors.programGone',
    );
    expect(
      translateApplicationMessage(formatMessage(APPLICATION_MESSAGES.transition, { from: 'draft', to: 'accepted' }), t),
    ).toBe(
      'applicationFile:serverErrors.transition {"from":"applicationFile:status.draft","to":"applicationFile:status.accepted"}',
    );
    expect(translateApplicationMessage('You are not allowed to do this', t)).toBe('applicationFile:errors.forbidden');
    expect(translateApplicationMessage('Something else', t)).toBe('Something else');
  });
});
