/**
 * The solver's preview on the page (issue 15): the pins and forbids the staff toggle on proposed pairs, sent with the
 * next run, and whether the proposal may be applied.
 */
export interface EvaluationPair {
  applicationId: string;
  evaluatorId: string;
}

export type PairChoice = 'pin' | 'forbid';
export type PairChoices = ReadonlyMap<string, { pair: EvaluationPair; choice: PairChoice }>;

export const NO_PAIR_CHOICES: PairChoices = new Map();

export function pairKey(pair: EvaluationPair): string {
  return `${pair.applicationId}:${pair.evaluatorId}`;
}

/** Turns a pin or a forbid on, or off when it was on; a pair is pinned or forbidden, never both. */
export function togglePairChoice(choices: PairChoices, pair: EvaluationPair, choice: PairChoice): PairChoices {
  const key = pairKey(pair);
  const next = new Map(choices);
  if (next.get(key)?.choice === choice) next.delete(key);
  else next.set(key, { pair: { applicationId: pair.applicationId, evaluatorId: pair.evaluatorId }, choice });
  return next;
}

/** The pinned and forbidden pairs, as previewEvaluationAssignment takes them. */
export function pairChoicesInput(choices: PairChoices): { pinned: EvaluationPair[]; forbidden: EvaluationPair[] } {
  const pinned: EvaluationPair[] = [];
  const forbidden: EvaluationPair[] = [];
  for (const { pair, choice } of choices.values()) (choice === 'pin' ? pinned : forbidden).push(pair);
  return { pinned, forbidden };
}

/** Whether two sets of choices ask the same of the solver (then the preview shown is still the answer to them). */
export function sameChoices(a: PairChoices, b: PairChoices): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key)?.choice !== value.choice) return false;
  return true;
}

export type ApplyBlock = 'shortfalls' | 'stale' | 'nothingNew' | null;

/**
 * Why the proposal cannot be applied now: some applications stay short (the server would refuse it), the pins or
 * forbids changed since it was computed (re-run first), or it adds nothing; null when it can be.
 */
export function applyBlock(
  preview: { shortfalls: readonly unknown[]; newPairs: number },
  ranWith: PairChoices,
  choices: PairChoices,
): ApplyBlock {
  if (preview.shortfalls.length > 0) return 'shortfalls';
  if (!sameChoices(ranWith, choices)) return 'stale';
  if (preview.newPairs === 0) return 'nothingNew';
  return null;
}

/** Every pair of the proposal, as applyEvaluationAssignment takes them (kept ones included: the whole assignment). */
export function applyPairsInput(pairs: readonly EvaluationPair[]): EvaluationPair[] {
  return pairs.map((pair) => ({ applicationId: pair.applicationId, evaluatorId: pair.evaluatorId }));
}

/** An evaluator's load as a share of their cap, 0–100 (a full or over-full cap is 100). */
export function loadPercent(load: number, cap: number): number {
  if (cap <= 0) return load > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((load / cap) * 100)));
}
