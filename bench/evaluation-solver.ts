import {
  greedyAssignment,
  pairKey,
  type SolverInput,
  type SolverResult,
  solveAssignment,
  tagFit,
} from '../apps/server/src/modules/evaluations/assignment-solver.ts';

/**
 * `node bench/evaluation-solver.ts`: the evaluator-assignment solver (apps/server/src/modules/evaluations) on a
 * generated call: 1,000 applications × 80 evaluators × 3 reviews each, caps varying with a total ≈ 1.25 × 3,000,
 * 5 % of the pairs in conflict, fit = tag overlap (each evaluator 3–6 tags of 20, each application 2–4). No server.
 * Prints, for the MIP (HiGHS; pruned to each application's best candidates, then unpruned) and the greedy baseline:
 * seconds, share of applications fully covered, average fit, max/min load; then the same call with capacity below
 * demand (0.95 ×), where the reviews missing and the applications left with none show how each spreads the
 * shortfall. The first MIP solve of the process includes loading the WebAssembly and its JIT warm-up, so it is
 * timed twice. BENCH_SEED changes the instance; BENCH_FULL=0 skips the unpruned MIP.
 */
const APPLICATIONS = 1_000;
const EVALUATORS = 80;
const REVIEWS = 3;
const CAPACITY_RATIO = 1.25;
const CONFLICT_RATE = 0.05;
const TAGS = Array.from({ length: 20 }, (_, i) => `Tag ${i + 1}`);

/** mulberry32: a small seeded PRNG, the same instance on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateInstance(seed = 20_270_301, capacityRatio = CAPACITY_RATIO): SolverInput {
  const random = prng(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = (count: number) => {
    const pool = TAGS.slice();
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
    }
    return pool.slice(0, count);
  };
  // Caps: weights in [1, 4] (a 4:1 spread), scaled so their sum is ≈ 1.25 × the reviews needed.
  const weights = Array.from({ length: EVALUATORS }, () => 1 + 3 * random());
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const capacity = capacityRatio * APPLICATIONS * REVIEWS;
  const evaluators = weights.map((w, i) => ({ id: `e${i}`, cap: Math.max(1, Math.round((w * capacity) / weightSum)) }));
  const applications = Array.from({ length: APPLICATIONS }, (_, i) => ({ id: `a${i}`, reviewsNeeded: REVIEWS }));
  const evaluatorTags = new Map(evaluators.map((e) => [e.id, pick(between(3, 6))]));
  const applicationTags = new Map(applications.map((a) => [a.id, pick(between(2, 4))]));
  const conflicts = new Set<string>();
  for (const a of applications) {
    for (const e of evaluators) if (random() < CONFLICT_RATE) conflicts.add(pairKey(e.id, a.id));
  }
  const fits = new Map<string, number>();
  for (const e of evaluators) {
    for (const a of applications) {
      const fit = tagFit(evaluatorTags.get(e.id) ?? [], applicationTags.get(a.id) ?? []);
      if (fit > 0) fits.set(pairKey(e.id, a.id), fit);
    }
  }
  return {
    applications,
    evaluators,
    fit: (e, a) => fits.get(pairKey(e, a)) ?? 0,
    conflicts,
    forbidden: new Set(),
    pinned: new Set(),
    existing: new Set(),
  };
}

function row(label: string, result: SolverResult, applications: number): string {
  const loads = result.loads.map((l) => l.load);
  const overCap = result.loads.filter((l) => l.load > l.cap).length;
  const missing = result.shortfalls.reduce((sum, s) => sum + s.missing, 0);
  const none = result.shortfalls.filter((s) => s.missing >= REVIEWS).length;
  return [
    label,
    result.seconds.toFixed(2),
    `${((100 * result.covered) / applications).toFixed(1)} %`,
    result.averageFit.toFixed(4),
    `${Math.max(...loads)} / ${Math.min(...loads)}`,
    String(overCap),
    `${missing} / ${none}`,
    result.status,
  ].join(' | ');
}

async function scenario(title: string, input: SolverInput) {
  const capacity = input.evaluators.reduce((sum, e) => sum + e.cap, 0);
  const caps = input.evaluators.map((e) => e.cap);
  const count = input.applications.length;
  console.log('');
  console.log(
    `${title}: ${count} applications × ${input.evaluators.length} evaluators × ${REVIEWS} reviews; capacity ` +
      `${capacity} (caps ${Math.min(...caps)}–${Math.max(...caps)}); ${input.conflicts.size} pairs in conflict`,
  );
  console.log('');
  console.log(
    '| method | seconds | covered | average fit | max / min load | over cap | reviews missing / apps with none | status |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const first = !loaded;
  loaded = true;
  const mip = await solveAssignment(input);
  console.log(
    `| ${row(first ? 'MIP (HiGHS, pruned), first solve of the process' : 'MIP (HiGHS, pruned)', mip, count)} |`,
  );
  if (first) console.log(`| ${row('MIP (HiGHS, pruned), again', await solveAssignment(input), count)} |`);
  if (process.env.BENCH_FULL !== '0') {
    console.log(`| ${row('MIP (HiGHS, all pairs)', await solveAssignment(input, { prune: false }), count)} |`);
  }
  const greedy = greedyAssignment(input);
  console.log(`| ${row('greedy baseline', greedy, count)} |`);
  console.log('');
  console.log(`average fit, MIP over greedy: ${(100 * (mip.averageFit / greedy.averageFit - 1)).toFixed(1)} %`);
}

let loaded = false;

export async function main() {
  const seed = Number(process.env.BENCH_SEED ?? 20_270_301);
  await scenario(`Capacity ${CAPACITY_RATIO} × demand`, generateInstance(seed, CAPACITY_RATIO));
  await scenario('Impossible: capacity 0.95 × demand', generateInstance(seed, 0.95));
}

if (import.meta.main) await main();
