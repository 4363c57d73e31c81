import { performance } from 'node:perf_hooks';
import { calibrate, type Review, spearman } from '../apps/server/src/modules/evaluations/calibration.ts';

/**
 * `node bench/evaluation-calibration.ts`: does calibrating evaluators' scores (z-score per evaluator) rank
 * applications closer to their true quality than raw averages? No server, no database: a simulated selection round
 * per seed, 300 applications of known quality (normal, on a 0–50 form), 20 evaluators each with a strictness offset
 * (normal, sd 6 points) and a noise (sd drawn in 2–6), each application reviewed by 3 distinct evaluators chosen at
 * random; score = clamp(round(quality + offset + noise)). Prints the Spearman correlation with the truth of the
 * raw-mean ranking, of the calibrated ranking, and of an oracle that knows each evaluator's true offset (the ceiling
 * of any offset correction), then Krippendorff's alpha raw vs calibrated, then the time of calibrate() for 1,000
 * applications × 3 reviews. BENCH_SEEDS sets the number of seeds (default 20).
 */
const SEEDS = Number(process.env.BENCH_SEEDS ?? 20);
const FORM = { min: 0, max: 50 };
const QUALITY = { mean: 25, sd: 8 };
const OFFSET_SD = 6;
const NOISE_SD = { min: 2, max: 6 };
const REVIEWS_PER_APPLICATION = 3;

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Box–Muller. */
function normal(random: () => number, mean: number, sd: number): number {
  const u = 1 - random();
  const v = random();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function clamp(value: number): number {
  return Math.min(FORM.max, Math.max(FORM.min, value));
}

interface Round {
  quality: number[];
  offsets: number[];
  reviews: Review[];
}

function simulate(seed: number, applications: number, evaluators: number): Round {
  const random = prng(seed);
  const quality = Array.from({ length: applications }, () => normal(random, QUALITY.mean, QUALITY.sd));
  const offsets = Array.from({ length: evaluators }, () => normal(random, 0, OFFSET_SD));
  const noise = Array.from({ length: evaluators }, () => NOISE_SD.min + (NOISE_SD.max - NOISE_SD.min) * random());
  const reviews: Review[] = [];
  quality.forEach((q, application) => {
    const chosen = new Set<number>();
    while (chosen.size < REVIEWS_PER_APPLICATION) chosen.add(Math.floor(random() * evaluators));
    for (const evaluator of chosen) {
      const score = clamp(
        Math.round(q + (offsets[evaluator] as number) + normal(random, 0, noise[evaluator] as number)),
      );
      reviews.push({ evaluatorId: `e${evaluator}`, applicationId: `a${application}`, score });
    }
  });
  return { quality, offsets, reviews };
}

interface Figures {
  raw: number;
  calibrated: number;
  oracle: number;
  alphaRaw: number;
  alphaCalibrated: number;
}

function evaluate(seed: number): Figures {
  const round = simulate(seed, 300, 20);
  const result = calibrate(round.reviews, FORM);
  const byId = new Map(result.applications.map((application) => [application.applicationId, application]));
  const raw: number[] = [];
  const calibrated: number[] = [];
  round.quality.forEach((_, index) => {
    const application = byId.get(`a${index}`);
    if (!application) throw new Error(`a${index} has no result`);
    raw.push(application.raw);
    calibrated.push(application.calibrated);
  });
  // Oracle: each score minus its evaluator's true offset, averaged per application.
  const sums = new Array<number>(round.quality.length).fill(0);
  for (const review of round.reviews) {
    const application = Number(review.applicationId.slice(1));
    const offset = round.offsets[Number(review.evaluatorId.slice(1))] as number;
    sums[application] = (sums[application] as number) + review.score - offset;
  }
  return {
    raw: spearman(raw, round.quality),
    calibrated: spearman(calibrated, round.quality),
    oracle: spearman(sums, round.quality),
    alphaRaw: result.rawAgreement.alpha ?? Number.NaN,
    alphaCalibrated: result.agreement.alpha ?? Number.NaN,
  };
}

function summary(values: readonly number[]): string {
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `${average.toFixed(3)} | ${Math.min(...values).toFixed(3)} | ${Math.max(...values).toFixed(3)}`;
}

const runs = Array.from({ length: SEEDS }, (_, index) => evaluate(1000 + index));
const pick = (key: keyof Figures) => runs.map((run) => run[key]);
const wins = runs.filter((run) => run.calibrated > run.raw).length;

console.log(
  `${SEEDS} seeds · 300 applications · 20 evaluators (offset sd ${OFFSET_SD}, noise sd ${NOISE_SD.min}–${NOISE_SD.max})` +
    ` · ${REVIEWS_PER_APPLICATION} reviews each · form ${FORM.min}–${FORM.max}`,
);
console.log('');
console.log('| measure | mean | min | max |');
console.log('| --- | ---: | ---: | ---: |');
console.log(`| Spearman vs truth, raw mean | ${summary(pick('raw'))} |`);
console.log(`| Spearman vs truth, calibrated (z-score) | ${summary(pick('calibrated'))} |`);
console.log(`| Spearman vs truth, oracle (true offsets removed) | ${summary(pick('oracle'))} |`);
console.log(`| Krippendorff's alpha, raw scores | ${summary(pick('alphaRaw'))} |`);
console.log(`| Krippendorff's alpha, calibrated scores | ${summary(pick('alphaCalibrated'))} |`);
console.log('');
console.log(`calibrated ranking closer to the truth than the raw one in ${wins} of ${SEEDS} seeds`);

// Timing: 1,000 applications × 3 reviews (60 evaluators, ~50 reviews each).
const large = simulate(7, 1000, 60).reviews;
for (let warm = 0; warm < 5; warm++) calibrate(large, FORM);
const times: number[] = [];
for (let run = 0; run < 30; run++) {
  const start = performance.now();
  calibrate(large, FORM);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `calibrate(): ${large.length} reviews (1,000 applications × 3) in ${(times[Math.floor(times.length / 2)] as number).toFixed(2)} ms median` +
    ` (min ${(times[0] as number).toFixed(2)} ms, max ${(times.at(-1) as number).toFixed(2)} ms, 30 runs)`,
);
