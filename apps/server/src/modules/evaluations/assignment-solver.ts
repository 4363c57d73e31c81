import highsModule, { type Highs } from 'highs';

/**
 * Evaluator assignment: which evaluators (reviewers) review which applications. A pure module (no database): the
 * caller loads applications, evaluators, conflicts, pins and existing assignments, and stores the pairs returned.
 *
 * Existing and pinned pairs are applied first, as constants: they use up coverage (need[a] = reviews still needed)
 * and capacity (room[e] = cap left). The model, solved with HiGHS (MIP solver compiled to WebAssembly, `highs`):
 *
 *   x[e,a] ∈ {0,1}    one per candidate pair: e free of conflict / forbid with a, not yet assigned, with room left;
 *   s[a] ∈ [0,1]      first review application a will miss;
 *   d[a] ∈ [0,need−1] further reviews it will miss (only when need[a] ≥ 2);
 *   o[e] ∈ [0,cap−T]  reviews of evaluator e above its balance target T[e].
 *
 *   maximise   Σ fit·x  −  P·Σ (s + d)  −  Q·Σ d  −  λ·Σ o
 *   subject to Σ_e x[e,a] + s[a] + d[a] = need[a]      (coverage, soft: the model is feasible whatever the input)
 *              Σ_a x[e,a] − o[e] ≤ T[e] − fixed[e]     (balance; with the bound on o[e], the hard cap)
 *
 * Weights (fit ∈ [0,1] per pair is the main goal once coverage is settled):
 * - P (per missing review) = B + 11, where B = 2·min(#applications, #evaluators) + 1 bounds the length of an
 *   augmenting chain of swaps, hence the fit it can lose: covering one more review always wins over fit and balance
 *   (augmenting never adds a missing review elsewhere, so this holds whatever Q is).
 * - Q (per missing review beyond an application's first) = B + 10: when reviews must be missing, spread them (each
 *   application keeps as many reviews as possible; none is left with zero while others are full) before fit counts.
 * - λ = BALANCE_WEIGHT = 0.1 per review above T[e], the water-filling level: the smallest integer t with
 *   Σ min(cap, t) ≥ total demand, T[e] = min(cap[e], t) (the lowest possible maximum load). An evaluator goes above
 *   it only to gain more than 0.1 of fit. Measured on the benchmark instance: λ = 0 → max load 54, average fit
 *   0.4326; λ = 0.05 → 47; λ = 0.1 → 43–45, fit 0.4321–0.4322; λ = 0.2 → 43 (= T). Balance costs next to no fit.
 * - Stopping: mip_abs_gap = λ/2 and mip_rel_gap = 0. A relative gap (HiGHS's default 1e-4, or 1 %) is measured
 *   against an objective dominated by the penalties when reviews are missing, and 1 % of the fit (~13 on the
 *   benchmark) would swallow the whole balance term.
 *
 * The constraint matrix is a bipartite incidence matrix plus unit columns (s, d, o): totally unimodular, so the LP
 * relaxation is already integral and HiGHS proves optimality at the root node, without branching (on the benchmark,
 * absolute gaps from 1 % of the fit down to 0 give the same solution in the same time).
 *
 * Pruning: above PRUNE_ABOVE candidate pairs, each application keeps only its K best-fit candidates,
 * K = max(20, 6·reviewsNeeded); an application the pruned model leaves short while a candidate beyond its K still
 * has room gets a second pass with all its candidates (the other pairs fixed). Measured on the benchmark (1,000
 * applications × 80 evaluators × 3 reviews, 76,000 candidate pairs; bench/evaluation-solver.ts): the full model
 * takes ~3–4 s (a quarter of it parsing the 2.6 MB LP text), K = 20 (20,000 pairs) ~1 s with the same optimum;
 * K = 12 is ~0.5–1 s but loses some balance (max load 46 instead of 43, same coverage and fit).
 *
 * `highs.solve` is synchronous: it blocks the event loop for the solve time (up to the time limit).
 */

export interface SolverApplication {
  id: string;
  reviewsNeeded: number;
}
export interface SolverEvaluator {
  id: string;
  cap: number;
}
export interface SolverInput {
  applications: SolverApplication[];
  evaluators: SolverEvaluator[];
  /** fit(evaluatorId, applicationId) in [0,1]; pairs absent from the map have fit 0 */
  fit: (evaluatorId: string, applicationId: string) => number;
  /** pairs that must never be assigned (conflicts of interest): key `${evaluatorId}:${applicationId}` */
  conflicts: ReadonlySet<string>;
  /** pairs staff excluded (same key). */
  forbidden: ReadonlySet<string>;
  /** must be assigned (if not in conflict; a pinned pair in conflict is reported and dropped) */
  pinned: ReadonlySet<string>;
  /** already assigned: kept, count toward load and coverage */
  existing: ReadonlySet<string>;
}
export interface SolverPair {
  evaluatorId: string;
  applicationId: string;
  fit: number;
  /** an existing pair */
  kept: boolean;
  pinned: boolean;
}
export interface Shortfall {
  applicationId: string;
  /** reviews missing */
  missing: number;
  /** evaluators free of conflict and forbid (plus those already assigned) */
  eligible: number;
  /** evaluators in conflict with the application */
  conflicts: number;
  /** evaluators forbidden (and not also in conflict) */
  forbidden: number;
  /** 'conflicts': fewer eligible evaluators than reviews needed; 'capacity': enough eligible ones, but their caps are full */
  reason: 'conflicts' | 'capacity';
}
export interface SolverResult {
  /** every pair of the assignment, existing ones included */
  pairs: SolverPair[];
  loads: { evaluatorId: string; load: number; cap: number }[];
  /** mean fit over the pairs */
  averageFit: number;
  /** applications with all their reviews */
  covered: number;
  shortfalls: Shortfall[];
  /** pins not applied: in conflict (or forbidden), or over the evaluator's cap */
  droppedPins: { evaluatorId: string; applicationId: string; reason: 'conflict' | 'cap' }[];
  method: 'mip' | 'greedy';
  /** HiGHS model status, e.g. 'Optimal', 'Time limit reached'; 'Greedy' for the baseline alone */
  status: string;
  seconds: number;
}

/** λ: per review above an evaluator's balance target (fit is in [0,1] per pair). */
const BALANCE_WEIGHT = 0.1;
/** Candidate pairs above which each application keeps only its K best candidates (measured: see the header). */
const PRUNE_ABOVE = 20_000;
const DEFAULT_TIME_LIMIT = 20;
/** Stop within this of the optimum (an absolute gap, half a review of balance; see the header). */
const ABS_GAP = BALANCE_WEIGHT / 2;

export function pairKey(evaluatorId: string, applicationId: string): string {
  return `${evaluatorId}:${applicationId}`;
}

/** Jaccard overlap of lower-cased tag names: |E ∩ A| / |E ∪ A|, in [0,1]; 0 when either list is empty. */
export function tagFit(evaluatorTags: readonly string[], applicationTags: readonly string[]): number {
  const normalise = (tags: readonly string[]) => new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean));
  const e = normalise(evaluatorTags);
  const a = normalise(applicationTags);
  if (e.size === 0 || a.size === 0) return 0;
  let common = 0;
  for (const tag of a) if (e.has(tag)) common += 1;
  return common / (e.size + a.size - common);
}

type HighsLoader = () => Promise<Highs>;
/**
 * Node resolves `import … from 'highs'` to build/highs.mjs, whose default export is the loader; TypeScript reads
 * types.d.ts as CommonJS (the package is "type": "commonjs") and types the default import as the module object.
 * Accept both shapes.
 */
const highsLoader = ((highsModule as { default?: HighsLoader }).default ?? highsModule) as HighsLoader;
let highsPromise: Promise<Highs> | undefined;

/** The WebAssembly module, loaded once per process (a failed load is retried on the next call). */
function loadHighs(): Promise<Highs> {
  if (!highsPromise) {
    const loading = highsLoader();
    loading.catch(() => {
      if (highsPromise === loading) highsPromise = undefined;
    });
    highsPromise = loading;
  }
  return highsPromise;
}

interface Candidate {
  e: number;
  a: number;
  fit: number;
}

/** The instance after the constants (existing and pinned pairs) are applied. */
interface Prepared {
  apps: SolverApplication[];
  evals: SolverEvaluator[];
  fixed: SolverPair[];
  fixedCount: number[];
  fixedLoad: number[];
  /** reviews still needed per application */
  need: number[];
  /** capacity left per evaluator */
  room: number[];
  /** per application, eligible free pairs with an evaluator with room left, best fit first */
  candidates: Candidate[][];
  eligible: number[];
  conflicts: number[];
  forbidden: number[];
  droppedPins: SolverResult['droppedPins'];
  /** balance target per evaluator */
  target: number[];
  /** objective weights (see the header) */
  weights: { shortfall: number; spread: number; gap: number };
}

function clampFit(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function prepare(input: SolverInput): Prepared {
  const seenApps = new Set<string>();
  const apps = input.applications.filter((a) => !seenApps.has(a.id) && seenApps.add(a.id));
  const seenEvals = new Set<string>();
  const evals = input.evaluators.filter((e) => !seenEvals.has(e.id) && seenEvals.add(e.id));
  const caps = evals.map((e) => Math.max(0, Math.floor(e.cap)));
  const needed = apps.map((a) => Math.max(0, Math.floor(a.reviewsNeeded)));

  const fixed: SolverPair[] = [];
  const fixedCount = apps.map(() => 0);
  const fixedLoad = evals.map(() => 0);
  const eligible = apps.map(() => 0);
  const conflicts = apps.map(() => 0);
  const forbidden = apps.map(() => 0);
  const droppedPins: SolverResult['droppedPins'] = [];
  const pinsByEvaluator: Candidate[][] = evals.map(() => []);
  const free: Candidate[][] = apps.map(() => []);

  for (let a = 0; a < apps.length; a += 1) {
    const app = apps[a] as SolverApplication;
    for (let e = 0; e < evals.length; e += 1) {
      const evaluator = evals[e] as SolverEvaluator;
      const key = pairKey(evaluator.id, app.id);
      const fit = clampFit(input.fit(evaluator.id, app.id));
      // An existing pair is a fact (the review may have started): kept even if a conflict was declared since.
      if (input.existing.has(key)) {
        fixed.push({
          evaluatorId: evaluator.id,
          applicationId: app.id,
          fit,
          kept: true,
          pinned: input.pinned.has(key),
        });
        fixedCount[a] = (fixedCount[a] ?? 0) + 1;
        fixedLoad[e] = (fixedLoad[e] ?? 0) + 1;
        eligible[a] = (eligible[a] ?? 0) + 1;
        continue;
      }
      const inConflict = input.conflicts.has(key);
      const isForbidden = !inConflict && input.forbidden.has(key);
      if (inConflict) conflicts[a] = (conflicts[a] ?? 0) + 1;
      if (isForbidden) forbidden[a] = (forbidden[a] ?? 0) + 1;
      if (inConflict || isForbidden) {
        if (input.pinned.has(key))
          droppedPins.push({ evaluatorId: evaluator.id, applicationId: app.id, reason: 'conflict' });
        continue;
      }
      eligible[a] = (eligible[a] ?? 0) + 1;
      if (input.pinned.has(key)) (pinsByEvaluator[e] as Candidate[]).push({ e, a, fit });
      else (free[a] as Candidate[]).push({ e, a, fit });
    }
  }

  // Pins after existing pairs, up to the evaluator's cap: the best-fit pins first, the others are dropped.
  for (let e = 0; e < evals.length; e += 1) {
    const pins = (pinsByEvaluator[e] as Candidate[]).sort((x, y) => y.fit - x.fit || x.a - y.a);
    for (const pin of pins) {
      const evaluatorId = (evals[e] as SolverEvaluator).id;
      const applicationId = (apps[pin.a] as SolverApplication).id;
      if ((fixedLoad[e] ?? 0) >= (caps[e] ?? 0)) {
        droppedPins.push({ evaluatorId, applicationId, reason: 'cap' });
        continue;
      }
      fixed.push({ evaluatorId, applicationId, fit: pin.fit, kept: false, pinned: true });
      fixedCount[pin.a] = (fixedCount[pin.a] ?? 0) + 1;
      fixedLoad[e] = (fixedLoad[e] ?? 0) + 1;
    }
  }

  const need = apps.map((_, a) => Math.max(0, (needed[a] ?? 0) - (fixedCount[a] ?? 0)));
  const room = evals.map((_, e) => Math.max(0, (caps[e] ?? 0) - (fixedLoad[e] ?? 0)));
  const candidates = free.map((list, a) =>
    (need[a] ?? 0) > 0 ? list.filter((c) => (room[c.e] ?? 0) > 0).sort((x, y) => y.fit - x.fit || x.e - y.e) : [],
  );

  // Water-filling: the lowest integer level t with Σ min(cap, t) ≥ demand.
  const demand = apps.reduce((sum, _, a) => sum + Math.max(needed[a] ?? 0, fixedCount[a] ?? 0), 0);
  const maxCap = caps.reduce((m, c) => Math.max(m, c), 0);
  let low = 0;
  let high = maxCap;
  while (low < high) {
    const mid = (low + high) >> 1;
    const total = caps.reduce((sum, c) => sum + Math.min(c, mid), 0);
    if (total >= demand) high = mid;
    else low = mid + 1;
  }
  const target = caps.map((c) => Math.min(c, low));

  const openApps = need.filter((n) => n > 0).length;
  const openEvals = room.filter((r) => r > 0).length;
  const chain = 2 * Math.min(openApps, openEvals) + 1;
  const weights = { shortfall: chain + 11, spread: chain + 10, gap: ABS_GAP };

  return {
    apps,
    evals,
    fixed,
    fixedCount,
    fixedLoad,
    need,
    room,
    candidates,
    eligible,
    conflicts,
    forbidden,
    droppedPins,
    target,
    weights,
  };
}

/** Objective of an assignment (the model's), to compare the MIP's incumbent with the greedy one. */
function objectiveOf(p: Prepared, chosen: Candidate[]): number {
  let fit = 0;
  const load = p.fixedLoad.slice();
  const count = p.need.map(() => 0);
  for (const c of chosen) {
    fit += c.fit;
    load[c.e] = (load[c.e] ?? 0) + 1;
    count[c.a] = (count[c.a] ?? 0) + 1;
  }
  let missing = 0;
  let beyondFirst = 0;
  p.need.forEach((need, a) => {
    const short = Math.max(0, need - (count[a] ?? 0));
    missing += short;
    beyondFirst += Math.max(0, short - 1);
  });
  let over = 0;
  p.target.forEach((target, e) => {
    over += Math.max(0, (load[e] ?? 0) - target);
  });
  return fit - p.weights.shortfall * missing - p.weights.spread * beyondFirst - BALANCE_WEIGHT * over;
}

function buildResult(
  p: Prepared,
  chosen: Candidate[],
  method: SolverResult['method'],
  status: string,
  started: number,
): SolverResult {
  const pairs: SolverPair[] = p.fixed.slice();
  const load = p.fixedLoad.slice();
  const count = p.fixedCount.slice();
  for (const c of chosen) {
    pairs.push({
      evaluatorId: (p.evals[c.e] as SolverEvaluator).id,
      applicationId: (p.apps[c.a] as SolverApplication).id,
      fit: c.fit,
      kept: false,
      pinned: false,
    });
    load[c.e] = (load[c.e] ?? 0) + 1;
    count[c.a] = (count[c.a] ?? 0) + 1;
  }
  const shortfalls: Shortfall[] = [];
  let covered = 0;
  p.apps.forEach((app, a) => {
    const missing = Math.max(0, Math.floor(app.reviewsNeeded) - (count[a] ?? 0));
    if (missing === 0) {
      covered += 1;
      return;
    }
    const eligible = p.eligible[a] ?? 0;
    shortfalls.push({
      applicationId: app.id,
      missing,
      eligible,
      conflicts: p.conflicts[a] ?? 0,
      forbidden: p.forbidden[a] ?? 0,
      reason: eligible < app.reviewsNeeded ? 'conflicts' : 'capacity',
    });
  });
  const totalFit = pairs.reduce((sum, pair) => sum + pair.fit, 0);
  return {
    pairs,
    loads: p.evals.map((e, i) => ({ evaluatorId: e.id, load: load[i] ?? 0, cap: e.cap })),
    averageFit: pairs.length > 0 ? totalFit / pairs.length : 0,
    covered,
    shortfalls,
    droppedPins: p.droppedPins,
    method,
    status,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Applications in input order; each takes its best-fit eligible evaluators with room left (ties: the least loaded). */
function greedyChoice(p: Prepared): Candidate[] {
  const room = p.room.slice();
  const load = p.fixedLoad.slice();
  const chosen: Candidate[] = [];
  for (let a = 0; a < p.apps.length; a += 1) {
    let need = p.need[a] ?? 0;
    if (need === 0) continue;
    const order = (p.candidates[a] as Candidate[])
      .slice()
      .sort((x, y) => y.fit - x.fit || (load[x.e] ?? 0) - (load[y.e] ?? 0) || x.e - y.e);
    for (const c of order) {
      if (need === 0) break;
      if ((room[c.e] ?? 0) <= 0) continue;
      chosen.push(c);
      room[c.e] = (room[c.e] ?? 0) - 1;
      load[c.e] = (load[c.e] ?? 0) + 1;
      need -= 1;
    }
  }
  return chosen;
}

/** Baseline: applications in order, each takes the best-fit eligible evaluators with room left. */
export function greedyAssignment(input: SolverInput): SolverResult {
  const started = performance.now();
  const p = prepare(input);
  return buildResult(p, greedyChoice(p), 'greedy', 'Greedy', started);
}

/** Coefficient as LP text: plain decimal, 6 digits. */
function num(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

interface Model {
  lp: string;
  vars: Candidate[];
}

/**
 * The LP-format model over the candidate pairs `vars` for the applications `apps`. Names: x<k> pair k, s<a> and d<a>
 * shortfall of application a (first review, further ones), o<e> overload of evaluator e; rows c<a> (coverage) and
 * l<e> (load).
 */
function buildModel(p: Prepared, vars: Candidate[], apps: readonly number[]): Model {
  const { shortfall, spread } = p.weights;
  const byApp = new Map<number, number[]>();
  const byEval = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, key: number, k: number) => {
    const list = map.get(key);
    if (list) list.push(k);
    else map.set(key, [k]);
  };
  vars.forEach((v, k) => {
    add(byApp, v.a, k);
    add(byEval, v.e, k);
  });
  const lines: string[] = [];
  /** A long expression, 20 terms a line. */
  const push = (terms: string[]) => {
    for (let i = 0; i < terms.length; i += 20) lines.push(`  ${terms.slice(i, i + 20).join(' ')}`);
  };
  const deep = apps.filter((a) => (p.need[a] ?? 0) >= 2);
  // Evaluators whose cap is above their target: they get an overload variable.
  const overloaded = [...byEval.keys()].filter((e) => (p.target[e] ?? 0) < (p.fixedLoad[e] ?? 0) + (p.room[e] ?? 0));

  lines.push('Maximize', ' obj:');
  const objective: string[] = [];
  vars.forEach((v, k) => {
    if (v.fit > 0) objective.push(`+ ${num(v.fit)} x${k}`);
  });
  for (const a of apps) objective.push(`- ${num(shortfall)} s${a}`);
  for (const a of deep) objective.push(`- ${num(shortfall + spread)} d${a}`);
  for (const e of overloaded) objective.push(`- ${num(BALANCE_WEIGHT)} o${e}`);
  push(objective);

  lines.push('Subject To');
  const deepSet = new Set(deep);
  for (const a of apps) {
    const terms = (byApp.get(a) ?? []).map((k) => `+ x${k}`);
    terms.push(`+ s${a}`);
    if (deepSet.has(a)) terms.push(`+ d${a}`);
    lines.push(` c${a}:`);
    push(terms);
    lines.push(`  = ${p.need[a] ?? 0}`);
  }
  const overloadSet = new Set(overloaded);
  for (const [e, list] of byEval) {
    const terms = list.map((k) => `+ x${k}`);
    lines.push(` l${e}:`);
    if (overloadSet.has(e)) {
      terms.push(`- o${e}`);
      push(terms);
      lines.push(`  <= ${(p.target[e] ?? 0) - (p.fixedLoad[e] ?? 0)}`);
    } else {
      push(terms);
      lines.push(`  <= ${p.room[e] ?? 0}`);
    }
  }

  lines.push('Bounds');
  for (const a of apps) lines.push(` 0 <= s${a} <= 1`);
  for (const a of deep) lines.push(` 0 <= d${a} <= ${(p.need[a] ?? 0) - 1}`);
  for (const e of overloaded) {
    const cap = (p.fixedLoad[e] ?? 0) + (p.room[e] ?? 0);
    lines.push(` 0 <= o${e} <= ${cap - (p.target[e] ?? 0)}`);
  }
  lines.push('Binary');
  for (let k = 0; k < vars.length; k += 20) {
    const names: string[] = [];
    for (let j = k; j < Math.min(vars.length, k + 20); j += 1) names.push(`x${j}`);
    lines.push(` ${names.join(' ')}`);
  }
  lines.push('End');
  return { lp: lines.join('\n'), vars };
}

interface MipOutcome {
  chosen: Candidate[] | undefined;
  status: string;
}

/** Solves the model; `chosen` is undefined when HiGHS returned no usable (feasible, integral) solution. */
function runModel(highs: Highs, p: Prepared, model: Model, timeLimit: number): MipOutcome {
  const result = highs.solve(model.lp, {
    output_flag: false,
    time_limit: Math.max(0.1, timeLimit),
    mip_rel_gap: 0,
    mip_abs_gap: p.weights.gap,
  });
  const status = result.Status;
  // Without an incumbent (e.g. time limit before the first one) the objective is infinite and the values are zeros.
  if (!Number.isFinite(result.ObjectiveValue)) return { chosen: undefined, status };
  const chosen: Candidate[] = [];
  for (let k = 0; k < model.vars.length; k += 1) {
    const column = result.Columns[`x${k}`] as { Primal?: number } | undefined;
    const value = column?.Primal;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { chosen: undefined, status };
    if (value > 0.5) chosen.push(model.vars[k] as Candidate);
  }
  // Check what comes back: caps and per-application need.
  const room = p.room.slice();
  const need = p.need.slice();
  for (const c of chosen) {
    room[c.e] = (room[c.e] ?? 0) - 1;
    need[c.a] = (need[c.a] ?? 0) - 1;
    if ((room[c.e] ?? 0) < 0 || (need[c.a] ?? 0) < 0) return { chosen: undefined, status };
  }
  return { chosen, status };
}

function pruneLimit(app: SolverApplication): number {
  return Math.max(20, 6 * Math.max(0, Math.floor(app.reviewsNeeded)));
}

/**
 * The assignment maximising total fit with full coverage where possible (see the header for the model). Never
 * throws on an impossible instance: applications that cannot be covered are in `shortfalls`, with the reason.
 * Falls back to the greedy assignment when HiGHS returns nothing usable (or something worse, after a time limit).
 */
export async function solveAssignment(
  input: SolverInput,
  options: { timeLimitSeconds?: number; prune?: boolean } = {},
): Promise<SolverResult> {
  const started = performance.now();
  const p = prepare(input);
  const timeLimit = options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT;
  const greedy = greedyChoice(p);
  const apps: number[] = [];
  for (let a = 0; a < p.apps.length; a += 1)
    if ((p.need[a] ?? 0) > 0 && (p.candidates[a]?.length ?? 0) > 0) apps.push(a);
  if (apps.length === 0) return buildResult(p, [], 'mip', 'Empty', started);

  let highs: Highs;
  try {
    highs = await loadHighs();
  } catch (error) {
    return buildResult(p, greedy, 'greedy', `HiGHS unavailable: ${(error as Error).message}`, started);
  }
  const elapsed = () => (performance.now() - started) / 1000;
  const total = apps.reduce((sum, a) => sum + (p.candidates[a]?.length ?? 0), 0);
  const prune = options.prune ?? total > PRUNE_ABOVE;
  let outcome: MipOutcome;
  try {
    const vars = apps.flatMap((a) => {
      const list = p.candidates[a] as Candidate[];
      return prune ? list.slice(0, pruneLimit(p.apps[a] as SolverApplication)) : list;
    });
    outcome = runModel(highs, p, buildModel(p, vars, apps), timeLimit - elapsed());
    if (prune && outcome.chosen) {
      // Second pass for the applications the pruned model left short while a candidate beyond their K best still
      // has room: all their candidates, the other pairs fixed. (When every such evaluator is full, the shortfall is
      // not pruning's doing: no second pass.)
      const count = new Map<number, number>();
      const room = p.room.slice();
      for (const c of outcome.chosen) {
        count.set(c.a, (count.get(c.a) ?? 0) + 1);
        room[c.e] = (room[c.e] ?? 0) - 1;
      }
      const short = apps.filter(
        (a) =>
          (count.get(a) ?? 0) < (p.need[a] ?? 0) &&
          (p.candidates[a] as Candidate[])
            .slice(pruneLimit(p.apps[a] as SolverApplication))
            .some((c) => (room[c.e] ?? 0) > 0),
      );
      if (short.length > 0 && timeLimit - elapsed() > 0.5) {
        const shortSet = new Set(short);
        const kept = outcome.chosen.filter((c) => !shortSet.has(c.a));
        const second = secondPass(p, kept, short);
        const rerun = runModel(
          highs,
          second.prepared,
          buildModel(second.prepared, second.vars, short),
          timeLimit - elapsed(),
        );
        if (rerun.chosen) outcome = { chosen: [...kept, ...rerun.chosen], status: rerun.status };
      }
    }
  } catch (error) {
    // A WebAssembly abort leaves the instance unusable: load a fresh one next time.
    highsPromise = undefined;
    return buildResult(p, greedy, 'greedy', `HiGHS error: ${(error as Error).message}`, started);
  }
  if (!outcome.chosen || objectiveOf(p, outcome.chosen) < objectiveOf(p, greedy) - 1e-9) {
    return buildResult(p, greedy, 'greedy', outcome.status, started);
  }
  return buildResult(p, outcome.chosen, 'mip', outcome.status, started);
}

/** The instance with the pairs `kept` turned into constants, for re-solving the applications `short` in full. */
function secondPass(p: Prepared, kept: Candidate[], short: number[]): { prepared: Prepared; vars: Candidate[] } {
  const fixedLoad = p.fixedLoad.slice();
  const room = p.room.slice();
  for (const c of kept) {
    fixedLoad[c.e] = (fixedLoad[c.e] ?? 0) + 1;
    room[c.e] = (room[c.e] ?? 0) - 1;
  }
  const prepared: Prepared = { ...p, fixedLoad, room };
  const vars = short.flatMap((a) => (p.candidates[a] as Candidate[]).filter((c) => (room[c.e] ?? 0) > 0));
  return { prepared, vars };
}
