import { describe, expect, it } from 'vitest';
import {
  greedyAssignment,
  pairKey,
  type SolverInput,
  type SolverResult,
  solveAssignment,
  tagFit,
} from './assignment-solver.ts';

function instance(
  applications: [string, number][],
  evaluators: [string, number][],
  fits: Record<string, number> | ((e: string, a: string) => number),
  sets: Partial<Record<'conflicts' | 'forbidden' | 'pinned' | 'existing', string[]>> = {},
): SolverInput {
  return {
    applications: applications.map(([id, reviewsNeeded]) => ({ id, reviewsNeeded })),
    evaluators: evaluators.map(([id, cap]) => ({ id, cap })),
    fit: typeof fits === 'function' ? fits : (e, a) => fits[pairKey(e, a)] ?? 0,
    conflicts: new Set(sets.conflicts ?? []),
    forbidden: new Set(sets.forbidden ?? []),
    pinned: new Set(sets.pinned ?? []),
    existing: new Set(sets.existing ?? []),
  };
}

const keys = (result: SolverResult) => result.pairs.map((p) => pairKey(p.evaluatorId, p.applicationId)).sort();
const totalFit = (result: SolverResult) => result.pairs.reduce((sum, p) => sum + p.fit, 0);
const loadOf = (result: SolverResult, evaluatorId: string) =>
  result.loads.find((l) => l.evaluatorId === evaluatorId)?.load;

/** Every invariant the caller relies on. */
function expectValid(input: SolverInput, result: SolverResult) {
  const seen = new Set<string>();
  for (const pair of result.pairs) {
    const key = pairKey(pair.evaluatorId, pair.applicationId);
    expect(seen.has(key), `duplicate ${key}`).toBe(false);
    seen.add(key);
    if (!input.existing.has(key)) {
      expect(input.conflicts.has(key), `conflict ${key}`).toBe(false);
      expect(input.forbidden.has(key), `forbidden ${key}`).toBe(false);
    }
  }
  for (const key of input.existing) expect(seen.has(key), `existing ${key} kept`).toBe(true);
  for (const load of result.loads) {
    const existing = result.pairs.filter((p) => p.evaluatorId === load.evaluatorId && p.kept).length;
    expect(load.load).toBe(result.pairs.filter((p) => p.evaluatorId === load.evaluatorId).length);
    expect(load.load).toBeLessThanOrEqual(Math.max(load.cap, existing));
  }
  for (const app of input.applications) {
    const count = result.pairs.filter((p) => p.applicationId === app.id).length;
    const shortfall = result.shortfalls.find((s) => s.applicationId === app.id);
    expect(shortfall?.missing ?? 0).toBe(Math.max(0, app.reviewsNeeded - count));
  }
  expect(result.covered).toBe(input.applications.length - result.shortfalls.length);
}

describe('tagFit and pairKey', () => {
  it('is the Jaccard overlap of lower-cased tags, 0 when either side is empty', () => {
    expect(tagFit(['FinTech', 'AI'], ['fintech', 'ai'])).toBe(1);
    expect(tagFit(['fintech', 'ai', 'health'], ['AI', 'climate'])).toBeCloseTo(1 / 4);
    expect(tagFit(['a', 'b'], ['c'])).toBe(0);
    expect(tagFit([], ['a'])).toBe(0);
    expect(tagFit(['a'], [])).toBe(0);
    expect(tagFit([' Deep Tech ', 'deep tech'], ['deep tech'])).toBe(1);
    expect(pairKey('e1', 'a1')).toBe('e1:a1');
  });
});

describe('solveAssignment', () => {
  it('maximises total fit where greedy takes the best first and ends worse', async () => {
    // Greedy: a1 takes e1 (0.9), then a2 only has e2 (0.1): 1.0. Optimum: a1–e2 (0.8) + a2–e1 (0.85) = 1.65.
    const input = instance(
      [
        ['a1', 1],
        ['a2', 1],
      ],
      [
        ['e1', 1],
        ['e2', 1],
      ],
      { 'e1:a1': 0.9, 'e2:a1': 0.8, 'e1:a2': 0.85, 'e2:a2': 0.1 },
    );
    const greedy = greedyAssignment(input);
    expect(keys(greedy)).toEqual(['e1:a1', 'e2:a2']);
    expect(totalFit(greedy)).toBeCloseTo(1.0);
    expect(greedy.method).toBe('greedy');

    const result = await solveAssignment(input);
    expect(result.method).toBe('mip');
    expect(result.status).toBe('Optimal');
    expect(keys(result)).toEqual(['e1:a2', 'e2:a1']);
    expect(result.averageFit).toBeCloseTo(1.65 / 2);
    expect(result.covered).toBe(2);
    expect(result.shortfalls).toEqual([]);
    expectValid(input, result);
  });

  it('finds the brute-force optimum on small random instances, caps respected', async () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 5; round += 1) {
      // Capacity equals demand, so every evaluator's balance target is its cap and the objective is the fit alone.
      const apps = ['a1', 'a2', 'a3', 'a4', 'a5'];
      const evals: [string, number][] = [
        ['e1', 2],
        ['e2', 2],
        ['e3', 1],
      ];
      const fits: Record<string, number> = {};
      for (const [e] of evals) for (const a of apps) fits[pairKey(e, a)] = Math.round(random() * 100) / 100;
      const input = instance(
        apps.map((a) => [a, 1]),
        evals,
        fits,
      );
      let best = -1;
      const load = new Map<string, number>();
      const search = (i: number, fit: number) => {
        if (i === apps.length) {
          best = Math.max(best, fit);
          return;
        }
        for (const [e, cap] of evals) {
          if ((load.get(e) ?? 0) >= cap) continue;
          load.set(e, (load.get(e) ?? 0) + 1);
          search(i + 1, fit + (fits[pairKey(e, apps[i] as string)] ?? 0));
          load.set(e, (load.get(e) ?? 0) - 1);
        }
      };
      search(0, 0);
      const result = await solveAssignment(input);
      expectValid(input, result);
      expect(result.covered).toBe(5);
      expect(totalFit(result)).toBeCloseTo(best, 6);
      expect(totalFit(result)).toBeGreaterThanOrEqual(totalFit(greedyAssignment(input)) - 1e-9);
    }
  });

  it('never assigns conflicts or forbidden pairs, and respects caps', async () => {
    const apps: [string, number][] = Array.from({ length: 8 }, (_, i) => [`a${i}`, 2]);
    const evals: [string, number][] = [
      ['e1', 5],
      ['e2', 5],
      ['e3', 4],
      ['e4', 4],
    ];
    // e1 is everyone's best fit but conflicts with half the applications; e2 is forbidden on a0.
    const conflicts = ['e1:a0', 'e1:a1', 'e1:a2', 'e1:a3'];
    const input = instance(apps, evals, (e) => (e === 'e1' ? 1 : e === 'e2' ? 0.8 : 0.3), {
      conflicts,
      forbidden: ['e2:a0'],
    });
    for (const result of [await solveAssignment(input), greedyAssignment(input)]) {
      expectValid(input, result);
      expect(result.covered).toBe(8);
      expect(keys(result)).not.toContain('e2:a0');
      for (const key of conflicts) expect(keys(result)).not.toContain(key);
      expect(loadOf(result, 'e1')).toBeLessThanOrEqual(5);
    }
  });

  it('keeps existing and pinned pairs, which use coverage and load', async () => {
    const input = instance(
      [
        ['a1', 2],
        ['a2', 1],
      ],
      [
        ['e1', 2],
        ['e2', 2],
        ['e3', 1],
        ['e4', 1],
      ],
      // e1 and e2 fit a1 best, but e3 (existing) and e4 (pinned) hold its two reviews.
      { 'e1:a1': 1, 'e2:a1': 1, 'e3:a1': 0.1, 'e4:a1': 0, 'e3:a2': 1, 'e1:a2': 0.5 },
      { existing: ['e3:a1'], pinned: ['e4:a1'] },
    );
    const result = await solveAssignment(input);
    expectValid(input, result);
    expect(keys(result)).toEqual(['e1:a2', 'e3:a1', 'e4:a1']);
    expect(result.pairs.find((p) => p.evaluatorId === 'e3')).toMatchObject({ kept: true, pinned: false });
    expect(result.pairs.find((p) => p.evaluatorId === 'e4')).toMatchObject({ kept: false, pinned: true });
    // e3's cap of 1 is used by its existing review: a2 goes to e1 despite e3's better fit.
    expect(loadOf(result, 'e3')).toBe(1);
    expect(result.covered).toBe(2);
    expect(result.droppedPins).toEqual([]);
    expect(keys(greedyAssignment(input))).toEqual(['e1:a2', 'e3:a1', 'e4:a1']);
  });

  it('reports an application short of eligible evaluators with reason "conflicts"', async () => {
    const input = instance(
      [
        ['a1', 3],
        ['a2', 2],
      ],
      [
        ['e1', 5],
        ['e2', 5],
        ['e3', 5],
        ['e4', 5],
      ],
      () => 0.5,
      { conflicts: ['e1:a1', 'e2:a1'], forbidden: ['e3:a1'] },
    );
    const result = await solveAssignment(input);
    expectValid(input, result);
    expect(result.method).toBe('mip');
    expect(result.shortfalls).toEqual([
      { applicationId: 'a1', missing: 2, eligible: 1, conflicts: 2, forbidden: 1, reason: 'conflicts' },
    ]);
    expect(keys(result)).toContain('e4:a1');
    expect(result.covered).toBe(1);
  });

  it('reports full caps with reason "capacity", and spreads the missing reviews', async () => {
    // Demand 6, capacity 4: two reviews must be missing.
    const input = instance(
      [
        ['a1', 2],
        ['a2', 2],
        ['a3', 2],
      ],
      [
        ['e1', 2],
        ['e2', 2],
      ],
      () => 0.5,
    );
    const result = await solveAssignment(input);
    expectValid(input, result);
    expect(result.shortfalls.reduce((sum, s) => sum + s.missing, 0)).toBe(2);
    // One review missing on two applications, rather than one application left without any.
    expect(result.shortfalls).toHaveLength(2);
    for (const shortfall of result.shortfalls) {
      expect(shortfall).toMatchObject({ missing: 1, eligible: 2, conflicts: 0, forbidden: 0, reason: 'capacity' });
    }
    expect(result.loads.map((l) => l.load)).toEqual([2, 2]);

    // Greedy serves the applications in order: the last one gets nothing.
    const greedy = greedyAssignment(input);
    expectValid(input, greedy);
    expect(greedy.shortfalls).toEqual([
      { applicationId: 'a3', missing: 2, eligible: 2, conflicts: 0, forbidden: 0, reason: 'capacity' },
    ]);
  });

  it('balances the load when fits are equal', async () => {
    const input = instance(
      Array.from({ length: 9 }, (_, i): [string, number] => [`a${i}`, 1]),
      [
        ['e1', 9],
        ['e2', 9],
        ['e3', 9],
      ],
      () => 0.5,
    );
    const result = await solveAssignment(input);
    expectValid(input, result);
    expect(result.loads.map((l) => l.load)).toEqual([3, 3, 3]);
    expect(result.covered).toBe(9);
  });

  it('reports a pinned pair in conflict (or over the cap) in droppedPins and does not assign it', async () => {
    const input = instance(
      [
        ['a1', 1],
        ['a2', 1],
        ['a3', 1],
      ],
      [
        ['e1', 1],
        ['e2', 3],
      ],
      { 'e1:a2': 0.9, 'e1:a3': 0.2 },
      { conflicts: ['e1:a1'], pinned: ['e1:a1', 'e1:a2', 'e1:a3'] },
    );
    const result = await solveAssignment(input);
    expectValid(input, result);
    expect(result.droppedPins).toEqual([
      { evaluatorId: 'e1', applicationId: 'a1', reason: 'conflict' },
      // e1's cap of 1 takes its best-fit pin (a2); the other is dropped.
      { evaluatorId: 'e1', applicationId: 'a3', reason: 'cap' },
    ]);
    expect(keys(result)).toEqual(['e1:a2', 'e2:a1', 'e2:a3']);
    expect(result.pairs.find((p) => p.applicationId === 'a2')?.pinned).toBe(true);
    expect(result.covered).toBe(3);
  });

  it('handles an empty call and returns valid results under a zero time limit', async () => {
    const empty = await solveAssignment(instance([], [['e1', 3]], {}));
    expect(empty).toMatchObject({ pairs: [], covered: 0, shortfalls: [], averageFit: 0 });
    expect(empty.loads).toEqual([{ evaluatorId: 'e1', load: 0, cap: 3 }]);

    const input = instance(
      Array.from({ length: 20 }, (_, i): [string, number] => [`a${i}`, 3]),
      Array.from({ length: 8 }, (_, i): [string, number] => [`e${i}`, 10]),
      (e, a) => ((Number(e.slice(1)) * 7 + Number(a.slice(1)) * 3) % 10) / 10,
    );
    const result = await solveAssignment(input, { timeLimitSeconds: 0 });
    expectValid(input, result);
    expect(result.covered).toBe(20);
    expect(totalFit(result)).toBeGreaterThanOrEqual(totalFit(greedyAssignment(input)) - 1e-9);
  });
});
