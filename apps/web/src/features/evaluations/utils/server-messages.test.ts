import { describe, expect, it } from 'vitest';
import { evaluationMessageKey } from './server-messages.ts';

describe("the evaluation API's refusals in the interface language", () => {
  it('knows the fixed messages', () => {
    expect(evaluationMessageKey('The deadline of this evaluation has passed')).toEqual({
      key: 'deadlinePassed',
      params: {},
    });
    expect(evaluationMessageKey('Each application needs between 1 and 10 reviews')?.key).toBe('reviewsNeeded');
  });
  it('reads the names out of the messages that carry them', () => {
    expect(evaluationMessageKey('Ada Lovelace has a conflict of interest with Solaris')).toEqual({
      key: 'conflict',
      params: { name: 'Ada Lovelace', label: 'Solaris' },
    });
    expect(evaluationMessageKey('Bob has reached their workload cap')).toEqual({
      key: 'capReached',
      params: { name: 'Bob' },
    });
    expect(
      evaluationMessageKey(
        'These applications cannot get all their reviews: Solaris, Agrisense. Nothing was assigned.',
      ),
    ).toEqual({ key: 'shortfall', params: { labels: 'Solaris, Agrisense' } });
  });
  it('leaves any other text alone', () => {
    expect(evaluationMessageKey('Something else')).toBeNull();
  });
});
