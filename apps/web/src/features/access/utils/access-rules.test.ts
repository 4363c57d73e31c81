import { describe, expect, it } from 'vitest';
import { reloadOnceWithoutRole, roleAllows } from './access-rules.ts';

describe('roleAllows', () => {
  it('lets through the allowed role types only', () => {
    expect(roleAllows('Admin', { allowed: ['Admin', 'SubAdmin'] })).toBe(true);
    expect(roleAllows('Mentor', { allowed: ['Admin', 'SubAdmin'] })).toBe(false);
  });

  it('keeps out the forbidden role types', () => {
    expect(roleAllows('Applicant', { forbidden: ['Applicant', 'Cofounder'] })).toBe(false);
    expect(roleAllows('Coach', { forbidden: ['Applicant', 'Cofounder'] })).toBe(true);
  });

  it('lets nobody through without a role type', () => {
    expect(roleAllows(undefined, {})).toBe(false);
    expect(roleAllows(null, { forbidden: ['Applicant'] })).toBe(false);
  });
});

describe('reloadOnceWithoutRole', () => {
  it('reloads once, then not again', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    let reloads = 0;
    expect(reloadOnceWithoutRole(storage, () => (reloads += 1))).toBe(true);
    expect(reloadOnceWithoutRole(storage, () => (reloads += 1))).toBe(false);
    expect(reloads).toBe(1);
  });
});
