import type { EvaluationPersonData } from '../graphql/evaluation-round.fragment.ts';

/** One evaluator of a round's pool as the page edits it: the cap changes here, load and progress come from the server. */
export interface PoolEntry {
  user: EvaluationPersonData;
  cap: number;
  load: number;
  submitted: number;
  expertise: readonly string[];
}

/** Caps the server accepts: a whole number from 0 to 1000 (0 takes no new application). */
export const MAX_EVALUATOR_CAP = 1000;

export function clampCap(value: number | string, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(MAX_EVALUATOR_CAP, Math.max(0, Math.round(n)));
}

/** Adds people to the pool with the round's default cap; those already in it stay as they are. */
export function addToPool(
  pool: readonly PoolEntry[],
  people: readonly (EvaluationPersonData & { expertise?: readonly string[] | null })[],
  defaultCap: number,
): PoolEntry[] {
  const next = [...pool];
  const present = new Set(pool.map((entry) => entry.user._id));
  for (const person of people) {
    if (present.has(person._id)) continue;
    present.add(person._id);
    const { expertise, ...user } = person;
    next.push({ user, cap: defaultCap, load: 0, submitted: 0, expertise: expertise ?? [] });
  }
  return next;
}

export function removeFromPool(pool: readonly PoolEntry[], userId: string): PoolEntry[] {
  return pool.filter((entry) => entry.user._id !== userId);
}

export function setPoolCap(pool: readonly PoolEntry[], userId: string, cap: number): PoolEntry[] {
  return pool.map((entry) => (entry.user._id === userId ? { ...entry, cap: clampCap(cap, entry.cap) } : entry));
}

/** The pool as setRoundEvaluators takes it. */
export function poolInput(pool: readonly PoolEntry[]): { userId: string; cap: number }[] {
  return pool.map((entry) => ({ userId: entry.user._id, cap: entry.cap }));
}

/** Whether the pool edited differs from the saved one (people or caps). */
export function poolChanged(saved: readonly PoolEntry[], edited: readonly PoolEntry[]): boolean {
  if (saved.length !== edited.length) return true;
  const caps = new Map(saved.map((entry) => [entry.user._id, entry.cap]));
  return edited.some((entry) => caps.get(entry.user._id) !== entry.cap);
}
