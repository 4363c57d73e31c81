import { mean, sampleCorrelation, sampleStandardDeviation, standardDeviation } from 'simple-statistics';

/**
 * Calibration of evaluators' scores (pure: no database). Reviewers differ in strictness, so raw averages are unfair
 * when each application is seen by a different subset of them.
 *
 * Model ('z-score'): each evaluator's scores are standardised, z = (score − evaluator mean) / evaluator sd (population
 * sd), then put back on the form's scale with the pooled mean and sd of all raw scores: calibrated = pooledMean +
 * z × pooledSd, clamped to [min, max]. Evaluators who cannot be standardised have z = null: with fewer than 3 reviews
 * ('few') their raw score is kept; with sd = 0 (always the same score) it is shifted by pooledMean − evaluator mean,
 * so they contribute the pool's mean. The model assumes each evaluator sees a comparable mix of applications (random
 * assignment); it removes differences of level (strictness) and of scale (how widely one scores).
 *
 * Agreement is Krippendorff's alpha, interval metric (units = applications, values = their reviews' scores), on the
 * calibrated and on the raw scores.
 */

export interface Review {
  evaluatorId: string;
  applicationId: string;
  score: number;
}

export interface CalibratedReview extends Review {
  /** The score standardised within its evaluator; null when the evaluator has fewer than 3 reviews or sd = 0. */
  z: number | null;
  /** The score on the form's scale after calibration, within [min, max]. */
  calibrated: number;
}

export interface EvaluatorProfile {
  evaluatorId: string;
  count: number;
  /** Mean and population standard deviation of the evaluator's raw scores. */
  mean: number;
  sd: number;
  /** mean of (score − the other evaluators' mean on the same applications), on the form's scale; null when no shared application */
  offset: number | null;
  flags: ('harsh' | 'lenient' | 'constant' | 'few')[];
}

export interface ApplicationResult {
  applicationId: string;
  count: number;
  /** Mean raw score. */
  raw: number;
  /** Mean calibrated score (on the form's range). */
  calibrated: number;
  /** 1 = best; ties share the better rank ("1224" style). */
  rawRank: number;
  calibratedRank: number;
  /** Sample standard deviation of the calibrated scores of its reviews (disagreement); 0 with fewer than 2 reviews. */
  spread: number;
}

export interface Agreement {
  /** Krippendorff's alpha, interval metric; null when fewer than 2 pairable values. */
  alpha: number | null;
  /**
   * Krippendorff's guidance: ≥ 0.8 'good', ≥ 0.667 'tentative' (tentative conclusions only), ≥ 0 'poor', < 0 'none'
   * (systematic disagreement). 'none' too when alpha is null (nothing to measure).
   */
  meaning: 'none' | 'poor' | 'tentative' | 'good';
  /** Number of values in units (applications) with ≥ 2 values. */
  pairable: number;
}

export interface Calibration {
  /** The reviews in their input order. */
  reviews: CalibratedReview[];
  /** Sorted by evaluatorId. */
  evaluators: EvaluatorProfile[];
  /** Sorted by calibratedRank (then rawRank, then applicationId). */
  applications: ApplicationResult[];
  /** Alpha on the calibrated scores. */
  agreement: Agreement;
  /** Alpha on the raw scores. */
  rawAgreement: Agreement;
  /** The applications whose reviews disagree most, largest spread first (top 10, spread > 0). */
  disagreements: ApplicationResult[];
  model: 'z-score';
}

/** Fewer reviews than this and an evaluator is not standardised (flag 'few'). */
const MIN_REVIEWS = 3;
/** |offset| of at least this share of the range flags an evaluator 'harsh' or 'lenient'. */
const OFFSET_SHARE = 0.1;
/** An sd below this share of the range flags an evaluator 'constant'. */
const CONSTANT_SHARE = 0.02;
const DISAGREEMENTS = 10;

export function calibrate(reviews: readonly Review[], range: { min: number; max: number }): Calibration {
  const { min, max } = range;
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) {
    throw new RangeError(`calibrate: invalid range [${min}, ${max}]`);
  }
  for (const review of reviews) {
    if (!Number.isFinite(review.score)) {
      throw new RangeError(
        `calibrate: score of ${review.evaluatorId} on ${review.applicationId} is not a finite number`,
      );
    }
  }
  const width = max - min;
  // Values this close are equal (floating-point noise of the rescaling must not break ties).
  const epsilon = 1e-9 * Math.max(1, width);
  if (reviews.length === 0) {
    const empty = agreementOf(null, 0);
    return {
      reviews: [],
      evaluators: [],
      applications: [],
      agreement: empty,
      rawAgreement: empty,
      disagreements: [],
      model: 'z-score',
    };
  }

  const byEvaluator = groupBy(reviews, (review) => review.evaluatorId);
  const byApplication = groupBy(reviews, (review) => review.applicationId);
  const allScores = reviews.map((review) => review.score);
  const pooledMean = mean(allScores);
  const pooledSd = standardDeviation(allScores);

  const stats = new Map<string, { mean: number; sd: number; standardised: boolean }>();
  for (const [evaluatorId, own] of byEvaluator) {
    const scores = own.map((review) => review.score);
    const evaluatorMean = mean(scores);
    const sd = standardDeviation(scores);
    stats.set(evaluatorId, { mean: evaluatorMean, sd, standardised: own.length >= MIN_REVIEWS && sd > epsilon });
  }

  const calibratedReviews: CalibratedReview[] = reviews.map((review) => {
    const own = stats.get(review.evaluatorId) as { mean: number; sd: number; standardised: boolean };
    const count = (byEvaluator.get(review.evaluatorId) as Review[]).length;
    let z: number | null = null;
    let value: number;
    if (own.standardised) {
      z = (review.score - own.mean) / own.sd;
      value = pooledMean + z * pooledSd;
    } else if (count >= MIN_REVIEWS) {
      value = review.score + (pooledMean - own.mean); // constant scorer: the pool's mean
    } else {
      value = review.score; // too few reviews to know the evaluator: kept as given
    }
    return {
      evaluatorId: review.evaluatorId,
      applicationId: review.applicationId,
      score: review.score,
      z,
      calibrated: clamp(value, min, max),
    };
  });

  const evaluators: EvaluatorProfile[] = [...byEvaluator.entries()]
    .sort(([a], [b]) => compareIds(a, b))
    .map(([evaluatorId, own]) => {
      const { mean: evaluatorMean, sd } = stats.get(evaluatorId) as { mean: number; sd: number };
      const differences: number[] = [];
      for (const review of own) {
        const others = (byApplication.get(review.applicationId) as Review[]).filter(
          (other) => other.evaluatorId !== evaluatorId,
        );
        if (others.length > 0) differences.push(review.score - mean(others.map((other) => other.score)));
      }
      const offset = differences.length > 0 ? mean(differences) : null;
      const deviation = offset ?? evaluatorMean - pooledMean;
      const flags: EvaluatorProfile['flags'] = [];
      if (deviation <= -OFFSET_SHARE * width) flags.push('harsh');
      if (deviation >= OFFSET_SHARE * width) flags.push('lenient');
      if (own.length >= MIN_REVIEWS && sd < CONSTANT_SHARE * width) flags.push('constant');
      if (own.length < MIN_REVIEWS) flags.push('few');
      return { evaluatorId, count: own.length, mean: evaluatorMean, sd, offset, flags };
    });

  const calibratedByApplication = groupBy(calibratedReviews, (review) => review.applicationId);
  const rows = [...calibratedByApplication.entries()].map(([applicationId, own]) => {
    const calibrated = own.map((review) => review.calibrated);
    return {
      applicationId,
      count: own.length,
      raw: mean(own.map((review) => review.score)),
      calibrated: mean(calibrated),
      spread: calibrated.length >= 2 ? sampleStandardDeviation(calibrated) : 0,
    };
  });
  const rawRanks = competitionRanks(
    rows.map((row) => row.raw),
    epsilon,
  );
  const calibratedRanks = competitionRanks(
    rows.map((row) => row.calibrated),
    epsilon,
  );
  const applications: ApplicationResult[] = rows.map((row, index) => ({
    applicationId: row.applicationId,
    count: row.count,
    raw: row.raw,
    calibrated: row.calibrated,
    rawRank: rawRanks[index] as number,
    calibratedRank: calibratedRanks[index] as number,
    spread: row.spread < epsilon ? 0 : row.spread,
  }));
  applications.sort(
    (a, b) =>
      a.calibratedRank - b.calibratedRank || a.rawRank - b.rawRank || compareIds(a.applicationId, b.applicationId),
  );

  const disagreements = applications
    .filter((application) => application.spread > 0)
    .sort((a, b) => b.spread - a.spread || a.calibratedRank - b.calibratedRank)
    .slice(0, DISAGREEMENTS);

  const units = [...calibratedByApplication.values()];
  const pairable = units.reduce((total, unit) => total + (unit.length >= 2 ? unit.length : 0), 0);
  return {
    reviews: calibratedReviews,
    evaluators,
    applications,
    agreement: agreementOf(krippendorffAlphaInterval(units.map((unit) => unit.map((r) => r.calibrated))), pairable),
    rawAgreement: agreementOf(krippendorffAlphaInterval(units.map((unit) => unit.map((r) => r.score))), pairable),
    disagreements,
    model: 'z-score',
  };
}

/**
 * Krippendorff's alpha with the interval metric δ² = (v − v')², from the coincidence formulation ("Computing
 * Krippendorff's Alpha-Reliability", 2011). Each unit holds the values it was given (missing ones left out); only
 * units with m_u ≥ 2 values are pairable, n = Σ m_u over them.
 *   D_o = (1/n) Σ_u 1/(m_u − 1) Σ_{i≠j in u} (v_i − v_j)²,   D_e = 1/(n(n − 1)) Σ_{i≠j over all n} (v_i − v_j)²,
 *   alpha = 1 − D_o / D_e.
 * Computed in O(n) with Σ_{i≠j} (v_i − v_j)² = 2m Σ (v_i − v̄)². Null when n < 2; 1 when all pairable values are equal.
 */
export function krippendorffAlphaInterval(units: readonly (readonly number[])[]): number | null {
  const pairableUnits = units.filter((unit) => unit.length >= 2);
  const values = pairableUnits.flat();
  for (const value of values) {
    if (!Number.isFinite(value)) throw new RangeError('krippendorffAlphaInterval: values must be finite numbers');
  }
  const n = values.length;
  if (n < 2) return null;
  if (values.every((value) => value === values[0])) return 1; // D_e = 0 = D_o
  let observed = 0;
  for (const unit of pairableUnits) {
    const m = unit.length;
    observed += (2 * m * sumOfSquares(unit)) / (m - 1);
  }
  const disagreementObserved = observed / n;
  const disagreementExpected = (2 * n * sumOfSquares(values)) / (n * (n - 1));
  if (disagreementExpected === 0) return disagreementObserved === 0 ? 1 : null;
  return 1 - disagreementObserved / disagreementExpected;
}

/**
 * Spearman's rank correlation: Pearson's correlation of the ranks, tied values taking the average of their ranks.
 * NaN when it is undefined (fewer than 2 pairs, or one side constant).
 */
export function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new RangeError('spearman: the two samples must have the same length');
  if (a.length < 2) return Number.NaN;
  const rankA = averageRanks(a);
  const rankB = averageRanks(b);
  if (standardDeviation(rankA) === 0 || standardDeviation(rankB) === 0) return Number.NaN;
  return sampleCorrelation(rankA, rankB);
}

function agreementOf(alpha: number | null, pairable: number): Agreement {
  let meaning: Agreement['meaning'] = 'none';
  if (alpha !== null) {
    if (alpha >= 0.8) meaning = 'good';
    else if (alpha >= 0.667) meaning = 'tentative';
    else if (alpha >= 0) meaning = 'poor';
  }
  return { alpha, meaning, pairable };
}

/** Ascending ranks 1..n, ties sharing the average of the ranks they span. */
function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, index) => index).sort((i, j) => (values[i] as number) - (values[j] as number));
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1] as number] === values[order[start] as number]) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k] as number] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Descending competition ranks ("1224"): 1 = highest; values within epsilon of the previous one share its rank. */
function competitionRanks(values: readonly number[], epsilon: number): number[] {
  const order = values.map((_, index) => index).sort((i, j) => (values[j] as number) - (values[i] as number));
  const ranks = new Array<number>(values.length);
  order.forEach((index, position) => {
    const previous = order[position - 1];
    ranks[index] =
      previous !== undefined && (values[previous] as number) - (values[index] as number) <= epsilon
        ? (ranks[previous] as number)
        : position + 1;
  });
  return ranks;
}

function sumOfSquares(values: readonly number[]): number {
  const centre = mean(values);
  let total = 0;
  for (const value of values) total += (value - centre) ** 2;
  return total;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
