import { describe, expect, it } from 'vitest';
import {
  applyBlock,
  applyPairsInput,
  loadPercent,
  NO_PAIR_CHOICES,
  pairChoicesInput,
  sameChoices,
  togglePairChoice,
} from './solver.ts';

const first = { applicationId: 'app-1', evaluatorId: 'ev-1' };
const second = { applicationId: 'app-2', evaluatorId: 'ev-1' };

describe('pins and forbids on the proposed pairs', () => {
  it('toggles a pin on and off, and a forbid replaces a pin', () => {
    const pinned = togglePairChoice(NO_PAIR_CHOICES, first, 'pin');
    expect(pairChoicesInput(pinned)).toEqual({ pinned: [first], forbidden: [] });
    const forbidden = togglePairChoice(pinned, first, 'forbid');
    expect(pairChoicesInput(forbidden)).toEqual({ pinned: [], forbidden: [first] });
    expect(pairChoicesInput(togglePairChoice(forbidden, first, 'forbid'))).toEqual({ pinned: [], forbidden: [] });
  });
  it('keeps the choices of several pairs apart', () => {
    const choices = togglePairChoice(togglePairChoice(NO_PAIR_CHOICES, first, 'pin'), second, 'forbid');
    expect(pairChoicesInput(choices)).toEqual({ pinned: [first], forbidden: [second] });
  });
  it('compares two sets of choices', () => {
    const a = togglePairChoice(NO_PAIR_CHOICES, first, 'pin');
    expect(sameChoices(a, togglePairChoice(NO_PAIR_CHOICES, first, 'pin'))).toBe(true);
    expect(sameChoices(a, togglePairChoice(NO_PAIR_CHOICES, first, 'forbid'))).toBe(false);
    expect(sameChoices(a, NO_PAIR_CHOICES)).toBe(false);
  });
});

describe('applying a proposal', () => {
  it('is refused while applications stay short, whatever else', () => {
    expect(applyBlock({ shortfalls: [{}], newPairs: 3 }, NO_PAIR_CHOICES, NO_PAIR_CHOICES)).toBe('shortfalls');
  });
  it('asks for a re-run when pins or forbids changed since the run', () => {
    const changed = togglePairChoice(NO_PAIR_CHOICES, first, 'forbid');
    expect(applyBlock({ shortfalls: [], newPairs: 3 }, NO_PAIR_CHOICES, changed)).toBe('stale');
  });
  it('has nothing to apply without new pairs, and is allowed otherwise', () => {
    expect(applyBlock({ shortfalls: [], newPairs: 0 }, NO_PAIR_CHOICES, NO_PAIR_CHOICES)).toBe('nothingNew');
    expect(applyBlock({ shortfalls: [], newPairs: 2 }, NO_PAIR_CHOICES, NO_PAIR_CHOICES)).toBeNull();
  });
  it('sends every pair of the proposal, and nothing else of them', () => {
    expect(applyPairsInput([{ ...first, fit: 0.5, kept: true } as typeof first])).toEqual([first]);
  });
});

describe('load against cap', () => {
  it('is a share of the cap, full at or over it', () => {
    expect(loadPercent(5, 10)).toBe(50);
    expect(loadPercent(12, 10)).toBe(100);
    expect(loadPercent(0, 0)).toBe(0);
    expect(loadPercent(1, 0)).toBe(100);
  });
});
