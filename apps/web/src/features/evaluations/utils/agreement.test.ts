import { describe, expect, it } from 'vitest';
import { agreementLevel, agreementLevelOfAlpha, isEvaluatorFlag } from './agreement.ts';

describe("Krippendorff's alpha in words", () => {
  it('reads the thresholds of 0.8 and 0.667', () => {
    expect(agreementLevelOfAlpha(0.82)).toBe('good');
    expect(agreementLevelOfAlpha(0.8)).toBe('good');
    expect(agreementLevelOfAlpha(0.7)).toBe('tentative');
    expect(agreementLevelOfAlpha(0.3)).toBe('poor');
    expect(agreementLevelOfAlpha(-0.1)).toBe('none');
    expect(agreementLevelOfAlpha(null)).toBe('unknown');
  });
  it("takes the server's word when it is a level, the alpha's otherwise", () => {
    expect(agreementLevel({ alpha: 0.5, meaning: 'poor' })).toBe('poor');
    expect(agreementLevel({ alpha: 0.9, meaning: 'Good agreement' })).toBe('good');
    expect(agreementLevel({ alpha: null, meaning: 'good' })).toBe('unknown');
  });
  it('knows the flags of an evaluator', () => {
    expect(isEvaluatorFlag('harsh')).toBe(true);
    expect(isEvaluatorFlag('grumpy')).toBe(false);
  });
});
