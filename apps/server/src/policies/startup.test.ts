import { describe, expect, it } from 'vitest';
import { canDownloadStartupDocuments, canSeePrivatePosts, canViewStartupFile, type StartupAccess } from './startup.ts';
import { buildViewer } from './test-viewers.ts';

const startup = (founderIds: string[] = [], assignedUserIds: string[] = []): StartupAccess => ({
  startupId: 's1',
  name: 'Mediflow',
  founderIds,
  assignedUserIds,
});

describe('canViewStartupFile', () => {
  it.each([
    ['its founder, without any key', buildViewer('Cofounder'), startup(['me']), true],
    ['another founder', buildViewer('Cofounder', { 'STARTUP_FILE:VIEW': 'OWN' }), startup(['other']), false],
    ['an admin (ALL)', buildViewer('Admin', { 'STARTUP_FILE:VIEW': 'ALL' }), startup(), true],
    ['an assigned coach', buildViewer('Coach', { 'STARTUP_FILE:VIEW': 'ASSIGNED' }), startup([], ['me']), true],
    ['a coach not assigned', buildViewer('Coach', { 'STARTUP_FILE:VIEW': 'ASSIGNED' }), startup([], ['x']), false],
    ['a mentor without the key', buildViewer('Mentor'), startup([], ['me']), false],
    ['System', buildViewer('System'), startup(), true],
  ] as const)('%s: %s', (_name, viewer, access, expected) => {
    expect(canViewStartupFile(viewer, access)).toBe(expected);
  });
});

describe('canSeePrivatePosts', () => {
  const key = { 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': 'ALL' } as const;
  it.each([
    ['staff with the key', buildViewer('Staff', key), startup(), true],
    ['staff without it', buildViewer('Staff'), startup(), false],
    ['a founder of the startup, even with the key', buildViewer('Admin', key), startup(['me']), false],
    ['System', buildViewer('System'), startup(), true],
    ['System as one of its people', buildViewer('System'), startup(['me']), false],
  ] as const)('%s', (_name, viewer, access, expected) => {
    expect(canSeePrivatePosts(viewer, access)).toBe(expected);
  });
});

describe('canDownloadStartupDocuments', () => {
  it.each([
    ['a founder (always allowed)', buildViewer('Cofounder'), startup(['me']), true],
    [
      'a mentor assigned',
      buildViewer('Mentor', { 'STARTUP_DOCUMENT:DOWNLOAD': 'ASSIGNED' }),
      startup([], ['me']),
      true,
    ],
    ['a mentor not assigned', buildViewer('Mentor', { 'STARTUP_DOCUMENT:DOWNLOAD': 'ASSIGNED' }), startup(), false],
    ['an admin (ALL)', buildViewer('Admin', { 'STARTUP_DOCUMENT:DOWNLOAD': 'ALL' }), startup(), true],
    ['System', buildViewer('System'), startup(), true],
  ] as const)('%s', (_name, viewer, access, expected) => {
    expect(canDownloadStartupDocuments(viewer, access)).toBe(expected);
  });
});
