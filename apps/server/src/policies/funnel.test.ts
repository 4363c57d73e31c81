import { DEFAULT_ROLE_PERMISSIONS, type PermissionCriteria, ROLE_TYPES, type RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canOpenFunnelsManagement, canRunAFunnel } from './funnel.ts';
import { buildViewer } from './test-viewers.ts';

function defaultViewer(roleType: RoleType) {
  return buildViewer(roleType, DEFAULT_ROLE_PERMISSIONS[roleType] as Record<string, PermissionCriteria>);
}

describe('funnel policies', () => {
  it.each([
    ['Admin', false, true],
    ['Staff', false, true],
    ['Coach', false, false],
    ['Coach', true, true],
    ['Evaluator', false, false],
    ['Applicant', false, false],
    ['System', false, true],
  ] as const)('%s (administers a funnel: %s) opens the funnels management: %s', (role, administers, expected) => {
    expect(canOpenFunnelsManagement(defaultViewer(role), administers)).toBe(expected);
  });

  it('opens the page to FUNNEL:CREATE without the list key (one sees one’s own funnels there)', () => {
    expect(canOpenFunnelsManagement(buildViewer('Coach', { 'FUNNEL:CREATE': 'ALL' }))).toBe(true);
    expect(canOpenFunnelsManagement(buildViewer('Coach', { 'FUNNEL:EDIT': 'ALL' }))).toBe(false);
  });

  it('lets members of the team run a funnel, never the startup side nor the platform', () => {
    const runners = ROLE_TYPES.filter((role) => canRunAFunnel(role));
    expect(runners.sort()).toEqual([
      'Admin',
      'AdminCoach',
      'Coach',
      'Evaluator',
      'Expert',
      'Mentor',
      'Staff',
      'SubAdmin',
    ]);
  });
});
