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

  it('hides content from users who belong to a startup when the rule says so', () => {
    const rule = { allowed: ['Cofounder', 'CommunityMember', 'Applicant'] as const, hideWithStartup: true };
    expect(roleAllows('Cofounder', rule, { startupCount: 0 })).toBe(true);
    expect(roleAllows('Cofounder', rule, { startupCount: 1 })).toBe(false);
    expect(roleAllows('CommunityMember', rule, { startupCount: 2 })).toBe(false);
    // Unknown startups are treated as having one: the content stays hidden rather than shown by mistake.
    expect(roleAllows('Applicant', rule)).toBe(false);
    // The role rule still applies to users without a startup.
    expect(roleAllows('Mentor', rule, { startupCount: 0 })).toBe(false);
    expect(roleAllows('Staff', { forbidden: ['Applicant'], hideWithStartup: true }, { startupCount: 0 })).toBe(true);
    expect(roleAllows(null, { hideWithStartup: true }, { startupCount: 0 })).toBe(false);
  });

  it('ignores startups when the rule does not hide content from their users', () => {
    expect(roleAllows('Cofounder', { allowed: ['Cofounder'] }, { startupCount: 3 })).toBe(true);
    expect(roleAllows('Cofounder', {}, { startupCount: 1 })).toBe(true);
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
