import { describe, expect, it } from 'vitest';
import { addToPool, clampCap, type PoolEntry, poolChanged, poolInput, removeFromPool, setPoolCap } from './pool.ts';

const person = (id: string) => ({ _id: id, firstName: id, lastName: 'X', fullName: `${id} X`, avatar: null });
const saved: PoolEntry[] = [{ user: person('ada'), cap: 10, load: 4, submitted: 1, expertise: ['fintech'] }];

describe("a round's pool of evaluators", () => {
  it('adds people with the default cap, once', () => {
    const pool = addToPool(saved, [{ ...person('ada') }, { ...person('bob'), expertise: ['health'] }], 20);
    expect(pool.map((entry) => [entry.user._id, entry.cap, entry.load, entry.expertise])).toEqual([
      ['ada', 10, 4, ['fintech']],
      ['bob', 20, 0, ['health']],
    ]);
    expect(pool[1]?.user).toEqual(person('bob'));
  });
  it('removes a person and changes a cap, kept within 0–1000', () => {
    expect(removeFromPool(saved, 'ada')).toEqual([]);
    expect(setPoolCap(saved, 'ada', 3)[0]?.cap).toBe(3);
    expect(setPoolCap(saved, 'ada', -2)[0]?.cap).toBe(0);
    expect(clampCap('abc', 7)).toBe(7);
    expect(clampCap(9999, 7)).toBe(1000);
  });
  it('says when it changed and gives the input of setRoundEvaluators', () => {
    expect(poolChanged(saved, saved)).toBe(false);
    expect(poolChanged(saved, setPoolCap(saved, 'ada', 3))).toBe(true);
    expect(poolChanged(saved, addToPool(saved, [person('bob')], 20))).toBe(true);
    expect(poolInput(addToPool(saved, [person('bob')], 20))).toEqual([
      { userId: 'ada', cap: 10 },
      { userId: 'bob', cap: 20 },
    ]);
  });
});
