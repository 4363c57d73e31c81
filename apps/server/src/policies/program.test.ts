import type { RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canChangeProgramKind, canManageProgramMembers, takesPeople, takesStartups } from './program.ts';
import { buildViewer } from './test-viewers.ts';

describe('canManageProgramMembers', () => {
  const cases: [RoleType, boolean, boolean][] = [
    // role, as one of the programme's admins, expected
    ['Admin', false, true],
    ['AdminCoach', false, true],
    ['SubAdmin', false, true],
    ['Staff', false, true],
    ['Coach', false, true],
    ['System', false, true],
    ['Mentor', false, false],
    ['Expert', false, false],
    ['Evaluator', false, false],
    ['Cofounder', false, false],
    ['CommunityMember', false, false],
    ['Applicant', false, false],
    ['Mentor', true, true],
    ['Evaluator', true, true],
  ];
  it.each(cases)('%s (admin of the programme: %s) → %s', (roleType, isAdmin, expected) => {
    const viewer = buildViewer(roleType);
    expect(canManageProgramMembers(viewer, { adminIds: isAdmin ? ['me'] : ['someone else'] })).toBe(expected);
  });
});

describe('what a programme takes', () => {
  it.each([
    ['startup', false, true],
    ['user', true, false],
  ] as const)('a programme of kind %s takes people: %s, startups: %s', (kind, people, startups) => {
    expect(takesPeople({ kind })).toBe(people);
    expect(takesStartups({ kind })).toBe(startups);
  });
});

describe('canChangeProgramKind', () => {
  it.each([
    [0, 0, true],
    [1, 0, false],
    [0, 1, false],
    [3, 2, false],
  ])('%i startups and %i people → %s', (startupCount, memberCount, expected) => {
    expect(canChangeProgramKind({ startupCount, memberCount })).toBe(expected);
  });
});
