import { describe, expect, it } from 'vitest';
import {
  canSeePersonRecord,
  type CommunityViewer,
  directoryStartupReach,
  peopleReach,
  profileViewerCan,
} from './person.ts';
import { buildViewer } from './test-viewers.ts';

const community = (
  role: Parameters<typeof buildViewer>[0],
  peopleVisibility: string,
  userAccessRoles: string[] = [],
  startupVisibility = 'ALL',
  permissions: Parameters<typeof buildViewer>[1] = {},
): CommunityViewer => ({ ...buildViewer(role, permissions), peopleVisibility, userAccessRoles, startupVisibility });

describe('people visibility', () => {
  it.each([
    ['ALL', community('Mentor', 'ALL'), { all: true }],
    ['NONE', community('Cofounder', 'NONE', ['Mentor']), { all: false, roleTypes: [] }],
    [
      'the role’s rule with role types',
      community('Cofounder', 'ROLE', ['Mentor']),
      { all: false, roleTypes: ['Mentor'] },
    ],
    ['the role’s rule without role types (all)', community('Cofounder', 'ROLE', []), { all: true }],
    ['System', community('System', 'NONE'), { all: true }],
  ] as const)('%s', (_name, viewer, expected) => {
    expect(peopleReach(viewer)).toEqual(expected);
  });

  it.each([
    [
      'an active mentor, for a role that sees mentors',
      community('Cofounder', 'ROLE', ['Mentor']),
      { id: 'x', roleType: 'Mentor', status: 'active' },
      true,
    ],
    [
      'an active coach, for a role that sees mentors',
      community('Cofounder', 'ROLE', ['Mentor']),
      { id: 'x', roleType: 'Coach', status: 'active' },
      false,
    ],
    ['oneself, with NONE', community('Cofounder', 'NONE'), { id: 'me', roleType: 'Cofounder', status: 'active' }, true],
    [
      'a deactivated person, with ALL',
      community('Admin', 'ALL'),
      { id: 'x', roleType: 'Coach', status: 'deactivated' },
      false,
    ],
  ] as const)('sees %s: %s', (_name, viewer, person, expected) => {
    expect(canSeePersonRecord(viewer, person)).toBe(expected);
  });

  it.each([
    ['ALL', 'ALL'],
    ['NONE', 'OWN'],
    ['ROLE', 'OWN_AND_ASSIGNED'],
  ] as const)('startup visibility %s lists %s', (visibility, expected) => {
    expect(directoryStartupReach(community('Mentor', 'ALL', [], visibility))).toBe(expected);
    expect(directoryStartupReach(community('System', 'ALL', [], visibility))).toBe('ALL');
  });
});

describe('profileViewerCan', () => {
  it.each([
    ['oneself', buildViewer('Cofounder'), 'me', { seesPrivate: true, seesSocial: true, seesTags: true }],
    [
      'a user editor',
      buildViewer('Admin', { 'USER:EDIT': 'ALL' }),
      'x',
      { seesPrivate: true, seesSocial: false, seesTags: false },
    ],
    [
      'a viewer of social links and tags',
      buildViewer('Mentor', { 'USER_PROFILE/SOCIAL_MEDIA:VIEW': 'ALL', 'TAGS:USER:VIEW': 'ALL' }),
      'x',
      { seesPrivate: false, seesSocial: true, seesTags: true },
    ],
    ['System', buildViewer('System'), 'x', { seesPrivate: true, seesSocial: true, seesTags: true }],
  ] as const)('%s', (_name, viewer, personId, expected) => {
    expect(profileViewerCan(viewer, personId)).toEqual(expected);
  });
});
