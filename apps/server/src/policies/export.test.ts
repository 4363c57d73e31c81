import { DEFAULT_ROLE_PERMISSIONS, ROLE_TYPES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canCreateExportOf, canCreateExports, canSeeExport } from './export.ts';
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

describe('canCreateExportOf', () => {
  // Applications by APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW (default roles: System and the staff roles that hold
  // every key); the other kinds by canCreateExports.
  const APPLICATION_EXPORTERS = ['System', 'Staff', 'AdminCoach', 'Admin', 'SubAdmin'];
  it.each(
    ROLE_TYPES.flatMap((role) => [
      [role, 'APPLICATIONS', APPLICATION_EXPORTERS.includes(role)] as const,
      [role, 'APPLICATION_PDFS', APPLICATION_EXPORTERS.includes(role)] as const,
      [role, 'STARTUPS', EXPORTERS.includes(role)] as const,
    ]),
  )('%s, %s: %s', (role, kind, expected) => {
    expect(canCreateExportOf(buildViewer(role, DEFAULT_ROLE_PERMISSIONS[role]), kind)).toBe(expected);
  });
});
