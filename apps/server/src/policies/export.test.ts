import { ROLE_TYPES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canCreateExports, canSeeExport } from './export.ts';
import { buildViewer } from './test-viewers.ts';

const EXPORTERS = ['System', 'Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin'];

describe('canCreateExports', () => {
  it.each(ROLE_TYPES.map((role) => [role, EXPORTERS.includes(role)] as const))('%s: %s', (role, expected) => {
    expect(canCreateExports(buildViewer(role))).toBe(expected);
  });
});

describe('canSeeExport', () => {
  it.each([
    ['its creator', 'me', true],
    ['someone else', 'other', false],
  ] as const)('%s', (_name, createdBy, expected) => {
    expect(canSeeExport(buildViewer('Admin'), { createdBy })).toBe(expected);
  });
});
