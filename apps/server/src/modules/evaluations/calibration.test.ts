import { describe, expect, it } from 'vitest';
import { type ApplicationResult, calibrate, krippendorffAlphaInterval, type Review, spearman } from './calibration.ts';

const FORM = { min: 0, max: 50 };

function byApplication(applications: readonly ApplicationResult[]): Map<string, ApplicationResult> {
  return new Map(applications.map((application) => [application.applicationId, application]));
}

function review(evaluatorId: string, applicationId: string, score: number): Review {
  return { evaluatorId, applicationId, score };
}

describe('krippendorffAlphaInterval', () => {
  it("gives 0.849 on Krippendorff's canonical example (4 coders, 12 units, missing values)", () => {
    // "Computing Krippendorff's Alpha-Reliability" (2011): interval 0.849 (nominal 0.743, ordinal 0.815).
    const coders = [
      '1 2 3 3 2 1 4 1 2 . . .',
      '1 2 3 3 2 2 4 1 2 5 . 3',
      '. 3 3 3 2 3 4 2 2 5 1 .',
      '1 2 3 3 2 4 4 1 2 5 1 .',
    ].map((row) => row.split(' '));
    const units = Array.from({ length: 12 }, (_, unit) =>
      coders.map((row) => row[unit]).flatMap((value) => (value === undefined || value === '.' ? [] : [Number(value)])),
    );
    const alpha = krippendorffAlphaInterval(units);
    expect(alpha).not.toBeNull();
    expect((alpha as number).toFixed(3)).toBe('0.849');
    // Unit 12 (a single value) is not pairable: leaving it out changes nothing.
    expect(krippendorffAlphaInterval(units.slice(0, 11))).toBe(alpha);
  });

  it('is 1 on perfect agreement, 0 on a single disagreeing pair, negative on systematic disagreement', () => {
    expect(krippendorffAlphaInterval([[1, 1], [3, 3, 3], [5, 5], [2]])).toBe(1);
    expect(
      krippendorffAlphaInterval([
        [4, 4],
        [4, 4, 4],
      ]),
    ).toBe(1); // no variation at all: D_e = D_o = 0
    expect(krippendorffAlphaInterval([[1, 2]])).toBeCloseTo(0, 12);
    // values 1, 5, 5, 1: D_o = 16, D_e = 32/3, alpha = 1 − 1.5
    expect(
      krippendorffAlphaInterval([
        [1, 5],
        [5, 1],
      ]),
    ).toBeCloseTo(-0.5, 12);
  });

  it('is null with fewer than 2 pairable values', () => {
    expect(krippendorffAlphaInterval([])).toBeNull();
    expect(krippendorffAlphaInterval([[1], [2], []])).toBeNull();
  });
});

describe('spearman', () => {
  it('matches a hand-computed example with ties (average ranks)', () => {
    // a ranks 1, 2.5, 2.5, 4, 5; b ranks 2, 1, 3.5, 3.5, 5: Σ d_a d_b = 7.25, Σ d_a² = Σ d_b² = 9.5 → 29/38
    expect(spearman([1, 2, 2, 3, 4], [2, 1, 3, 3, 5])).toBeCloseTo(29 / 38, 12);
  });

  it('is ±1 for monotone relations, NaN when undefined, and rejects unequal lengths', () => {
    expect(spearman([1, 2, 3, 4], [10, 100, 1000, 10_000])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(spearman([1], [1])).toBeNaN();
    expect(spearman([1, 2, 3], [7, 7, 7])).toBeNaN();
    expect(() => spearman([1, 2], [1])).toThrow(RangeError);
  });
});

describe('calibrate', () => {
  it('removes a pure strictness offset when both evaluators review the same applications', () => {
    const truth = [31, 44, 18, 27, 39, 22, 35, 12, 25, 41];
    const reviews = truth.flatMap((quality, index) => [
      review('lenient', `a${index}`, quality + 3),
      review('harsh', `a${index}`, quality - 3),
    ]);
    const result = calibrate(reviews, FORM);
    const results = byApplication(result.applications);
    const truthRanks = truth.map((quality) => 1 + truth.filter((other) => other > quality).length);
    expect(truth.map((_, index) => results.get(`a${index}`)?.calibratedRank)).toEqual(truthRanks);
    // Both reviews of an application calibrate to the same value: no spread, perfect calibrated agreement.
    for (const application of result.applications) expect(application.spread).toBe(0);
    expect(result.disagreements).toEqual([]);
    expect(result.agreement).toEqual({ alpha: 1, meaning: 'good', pairable: 20 });
    expect(result.rawAgreement.alpha).toBeLessThan(1);
    const evaluators = new Map(result.evaluators.map((evaluator) => [evaluator.evaluatorId, evaluator]));
    expect(evaluators.get('lenient')?.offset).toBeCloseTo(6, 12);
    expect(evaluators.get('harsh')?.offset).toBeCloseTo(-6, 12);
    expect(evaluators.get('lenient')?.flags).toEqual(['lenient']);
    expect(evaluators.get('harsh')?.flags).toEqual(['harsh']);
    expect(result.model).toBe('z-score');
  });

  it('fixes the ranking that raw averaging gets wrong with partial overlap', () => {
    // Truth 40, 38, …, 22. Both evaluators review a1 and a10; the lenient one (truth + 3) alone reviews a2, a4, a6,
    // a8 and the harsh one (truth − 3) alone a3, a5, a7, a9, so each evaluator sees a comparable mix.
    const truth = [40, 38, 36, 34, 32, 30, 28, 26, 24, 22];
    const pattern = 'BLHLHLHLHB';
    const reviews: Review[] = [];
    truth.forEach((quality, index) => {
      const id = `a${index + 1}`;
      if (pattern[index] !== 'H') reviews.push(review('lenient', id, quality + 3));
      if (pattern[index] !== 'L') reviews.push(review('harsh', id, quality - 3));
    });
    const result = calibrate(reviews, FORM);
    const results = byApplication(result.applications);
    const ids = truth.map((_, index) => `a${index + 1}`);
    expect(ids.map((id) => results.get(id)?.rawRank)).toEqual([2, 1, 4, 3, 6, 4, 8, 6, 10, 9]);
    expect(ids.map((id) => results.get(id)?.calibratedRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.applications.map((application) => application.applicationId)).toEqual(ids);
    // The offset is measured on the two shared applications only.
    expect(result.evaluators.map((evaluator) => [evaluator.evaluatorId, evaluator.offset])).toEqual([
      ['harsh', -6],
      ['lenient', 6],
    ]);
    expect(result.agreement.pairable).toBe(4);
  });

  it('flags harsh, lenient, constant and few evaluators and handles the last two without z', () => {
    const truth = [30, 28, 26, 24, 22];
    const reviews: Review[] = [
      ...truth.flatMap((quality, index) => [
        review('h', `a${index}`, quality - 4),
        review('n', `a${index}`, quality),
        review('l', `a${index}`, quality + 4),
      ]),
      review('c', 'b1', 25),
      review('c', 'b2', 25),
      review('c', 'b3', 25),
      review('f', 'b4', 26),
      review('f', 'b5', 24),
    ];
    const result = calibrate(reviews, FORM);
    const evaluators = new Map(result.evaluators.map((evaluator) => [evaluator.evaluatorId, evaluator]));
    expect(result.evaluators.map((evaluator) => evaluator.evaluatorId)).toEqual(['c', 'f', 'h', 'l', 'n']);
    // offset h: −4 − mean(0, +4) = −6 ≤ −5 (10% of the range); l: +6; n: 0.
    expect(evaluators.get('h')).toMatchObject({ count: 5, mean: 22, offset: -6, flags: ['harsh'] });
    expect(evaluators.get('l')).toMatchObject({ count: 5, mean: 30, offset: 6, flags: ['lenient'] });
    expect(evaluators.get('n')).toMatchObject({ offset: 0, flags: [] });
    // c and f share no application: offset null, compared with the pool's mean (25.75) instead: within 5 points.
    expect(evaluators.get('c')).toMatchObject({ count: 3, mean: 25, sd: 0, offset: null, flags: ['constant'] });
    expect(evaluators.get('f')).toMatchObject({ count: 2, mean: 25, offset: null, flags: ['few'] });

    const pooledMean = (truth.reduce((sum, quality) => sum + 3 * quality, 0) + 75 + 50) / 20;
    for (const calibrated of result.reviews) {
      if (calibrated.evaluatorId === 'c') {
        expect(calibrated.z).toBeNull();
        expect(calibrated.calibrated).toBeCloseTo(pooledMean, 12); // a constant scorer contributes the pool's mean
      } else if (calibrated.evaluatorId === 'f') {
        expect(calibrated.z).toBeNull();
        expect(calibrated.calibrated).toBe(calibrated.score); // too few reviews: kept as given
      } else {
        expect(calibrated.z).not.toBeNull();
      }
    }
    // The reviews come back in their input order.
    expect(result.reviews.map((r) => [r.evaluatorId, r.applicationId, r.score])).toEqual(
      reviews.map((r) => [r.evaluatorId, r.applicationId, r.score]),
    );
  });

  it('flags harsh from the pool mean when the evaluator shares no application, and near-constant scorers', () => {
    const reviews: Review[] = [
      ...[40, 35, 30, 25, 20].map((score, index) => review('typical', `a${index}`, score)),
      ...[10, 12, 14].map((score, index) => review('alone', `b${index}`, score)),
      ...[25, 25, 26].map((score, index) => review('narrow', `c${index}`, score)),
    ];
    const result = calibrate(reviews, FORM);
    const evaluators = new Map(result.evaluators.map((evaluator) => [evaluator.evaluatorId, evaluator]));
    expect(evaluators.get('alone')).toMatchObject({ offset: null, flags: ['harsh'] });
    // sd 0.47 < 1 (2% of the range): flagged, yet still standardised since sd > 0.
    expect(evaluators.get('narrow')?.flags).toEqual(['constant']);
    expect(result.reviews.filter((r) => r.evaluatorId === 'narrow').every((r) => r.z !== null)).toBe(true);
    for (const r of result.reviews) {
      expect(r.calibrated).toBeGreaterThanOrEqual(FORM.min);
      expect(r.calibrated).toBeLessThanOrEqual(FORM.max);
    }
  });

  it('gives tied applications the better rank ("1224")', () => {
    const reviews = [
      review('e', 'd', 20),
      review('e', 'c', 30),
      review('e', 'a', 40),
      review('e', 'b', 30),
      review('f', 'a', 35),
      review('f', 'b', 25),
      review('f', 'c', 25),
      review('f', 'd', 15),
    ];
    const result = calibrate(reviews, FORM);
    expect(result.applications.map((a) => [a.applicationId, a.rawRank, a.calibratedRank])).toEqual([
      ['a', 1, 1],
      ['b', 2, 2],
      ['c', 2, 2],
      ['d', 4, 4],
    ]);
  });

  it('lists the applications that disagree most, largest spread first, at most 10', () => {
    const reviews: Review[] = [];
    for (let index = 0; index < 14; index++) {
      reviews.push(review('x', `a${index}`, 10 + 2 * index));
      reviews.push(review('y', `a${index}`, 10 + 2 * index + (index % 5) * (index % 2 ? 3 : -3)));
    }
    const result = calibrate(reviews, FORM);
    expect(result.disagreements).toHaveLength(10);
    const spreads = result.disagreements.map((application) => application.spread);
    expect(spreads.every((spread) => spread > 0)).toBe(true);
    expect([...spreads].sort((a, b) => b - a)).toEqual(spreads);
    const eleventh = result.applications
      .map((application) => application.spread)
      .sort((a, b) => b - a)
      .at(10);
    expect(spreads.at(-1)).toBeGreaterThanOrEqual(eleventh as number);
    // Two reviews: the spread is the sample sd, |a − b| / √2.
    const first = result.disagreements[0] as ApplicationResult;
    const pair = result.reviews.filter((r) => r.applicationId === first.applicationId).map((r) => r.calibrated);
    expect(first.spread).toBeCloseTo(Math.abs((pair[0] as number) - (pair[1] as number)) / Math.SQRT2, 12);
  });

  it('returns empty arrays and a null alpha on empty input', () => {
    const empty = { alpha: null, meaning: 'none', pairable: 0 };
    expect(calibrate([], FORM)).toEqual({
      reviews: [],
      evaluators: [],
      applications: [],
      agreement: empty,
      rawAgreement: empty,
      disagreements: [],
      model: 'z-score',
    });
  });

  it('counts single reviews as unpairable and rejects an invalid range or score', () => {
    const result = calibrate([review('e', 'a', 10), review('e', 'b', 20)], FORM);
    expect(result.agreement).toEqual({ alpha: null, meaning: 'none', pairable: 0 });
    expect(result.applications.map((a) => a.spread)).toEqual([0, 0]);
    expect(() => calibrate([], { min: 10, max: 0 })).toThrow(RangeError);
    expect(() => calibrate([review('e', 'a', Number.NaN)], FORM)).toThrow(RangeError);
  });
});
