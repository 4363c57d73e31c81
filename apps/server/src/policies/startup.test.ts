import { describe, expect, it } from 'vitest';
import {
  canCreateStartup,
  canDownloadStartupDocuments,
  canEditProgram,
  canOpenStartup,
  canRunStartupBatch,
  canSeePrivatePosts,
  canViewStartupFile,
  privatePostReach,
  type StartupAccess,
  seesWholePortfolio,
  startupFileReach,
  startupViewerCan,
} from './startup.ts';
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

describe('startup records', () => {
  const access = (founderIds: string[] = [], assignedUserIds: string[] = []) => ({
    startupId: 's1',
    name: 'Mediflow',
    founderIds,
    assignedUserIds,
  });
  it.each([
    ['a coach (staff)', buildViewer('Coach'), access(), { edit: true, editName: true, delete: false, seeTags: false }],
    [
      'a founder',
      buildViewer('Cofounder'),
      access(['me']),
      { edit: true, editName: false, delete: false, seeTags: false },
    ],
    [
      'a founder with STARTUP/NAME:EDIT and TAGS:STARTUP:VIEW',
      buildViewer('Cofounder', { 'STARTUP/NAME:EDIT': 'OWN', 'TAGS:STARTUP:VIEW': 'ALL' }),
      access(['me']),
      { edit: true, editName: true, delete: false, seeTags: true },
    ],
    [
      'a founder of another startup',
      buildViewer('Cofounder', { 'STARTUP/NAME:EDIT': 'OWN' }),
      access(['x']),
      { edit: false, editName: false, delete: false, seeTags: false },
    ],
    [
      'an admin with STARTUP:DELETE',
      buildViewer('Admin', { 'STARTUP:DELETE': 'ALL' }),
      access(),
      { edit: true, editName: true, delete: true, seeTags: false },
    ],
    [
      'System (not a startup manager role)',
      buildViewer('System'),
      access(),
      { edit: false, editName: false, delete: false, seeTags: true },
    ],
  ] as const)('viewerCan for %s', (_name, viewer, record, expected) => {
    expect(startupViewerCan(viewer, { ...record, founderIds: [...record.founderIds] })).toMatchObject(expected);
  });

  it.each([
    ['Admin', true, true],
    ['Coach', true, true],
    ['Mentor', true, false],
    ['Cofounder', false, false],
    ['System', true, false],
  ] as const)('%s sees the whole portfolio: %s, creates startups: %s', (role, whole, creates) => {
    expect(seesWholePortfolio(buildViewer(role))).toBe(whole);
    expect(canCreateStartup(buildViewer(role))).toBe(creates);
  });

  it('opens a startup when seeing the whole portfolio or its file', () => {
    expect(canOpenStartup(buildViewer('Mentor'), access())).toBe(true);
    expect(canOpenStartup(buildViewer('Cofounder'), access(['me']))).toBe(true);
    expect(canOpenStartup(buildViewer('Cofounder'), access(['x']))).toBe(false);
  });

  it.each([
    ['one of its admins', buildViewer('Staff'), ['me'], true],
    ['the admin group', buildViewer('Admin'), [], true],
    ['staff who is not its admin', buildViewer('Staff'), ['x'], false],
  ] as const)('a programme is edited by %s', (_name, viewer, adminIds, expected) => {
    expect(canEditProgram(viewer, { adminIds })).toBe(expected);
  });

  it.each([
    ['System', buildViewer('System'), 'STARTUP:DELETE', true],
    ['a coach, no key needed', buildViewer('Coach'), undefined, true],
    ['a coach without the key', buildViewer('Coach'), 'STARTUP:DELETE', false],
    ['an admin with the key', buildViewer('Admin', { 'STARTUP:DELETE': 'ALL' }), 'STARTUP:DELETE', true],
    ['a mentor', buildViewer('Mentor', { 'STARTUP:DELETE': 'ALL' }), undefined, false],
  ] as const)('startup batches: %s', (_name, viewer, key, expected) => {
    expect(canRunStartupBatch(viewer, key)).toBe(expected);
  });
});

describe('reach in lists agrees with the record rules', () => {
  const criteria = ['ALL', 'OWN', 'ASSIGNED', 'NONE'] as const;
  const roles = ['Admin', 'Coach', 'Mentor', 'Cofounder', 'System'] as const;
  const records = [
    ['own', { startupId: 's', name: 'S', founderIds: ['me'], assignedUserIds: [] }],
    ['assigned', { startupId: 's', name: 'S', founderIds: [], assignedUserIds: ['me'] }],
    ['other', { startupId: 's', name: 'S', founderIds: ['x'], assignedUserIds: ['y'] }],
  ] as const;
  for (const role of roles) {
    for (const value of criteria) {
      it(`${role} with STARTUP_FILE:VIEW and the private key ${value}`, () => {
        const viewer = buildViewer(role, {
          'STARTUP_FILE:VIEW': value,
          'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': value,
        });
        const reach = startupFileReach(viewer);
        for (const [kind, record] of records) {
          const access = {
            ...record,
            founderIds: [...record.founderIds],
            assignedUserIds: [...record.assignedUserIds],
          };
          const inReach = reach === 'ALL' || kind === 'own' || (reach === 'OWN_AND_ASSIGNED' && kind === 'assigned');
          expect(inReach).toBe(canViewStartupFile(viewer, access));
          const privateInReach = privatePostReach(viewer) === 'OUTSIDE_OWN_STARTUPS' && kind !== 'own';
          expect(privateInReach).toBe(canSeePrivatePosts(viewer, access));
        }
      });
    }
  }
});
