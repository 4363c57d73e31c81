import { describe, expect, it } from 'vitest';
import { type InvitingViewer, inviteRefusal, isOwnSession } from './account.ts';
import { buildViewer } from './test-viewers.ts';

const inviter = (
  role: Parameters<typeof buildViewer>[0],
  permissions: Parameters<typeof buildViewer>[1],
  userAccessRoles: string[] = [],
): InvitingViewer => ({ ...buildViewer(role, permissions), userAccessRoles });

describe('inviteRefusal', () => {
  it.each([
    ['USER:INVITE ALL, a mentor', inviter('Admin', { 'USER:INVITE': 'ALL' }), 'Mentor', null],
    ['USER:INVITE ALL, the System role', inviter('Admin', { 'USER:INVITE': 'ALL' }), 'System', 'systemRole'],
    ['System, the System role', inviter('System', { 'USER:INVITE': 'ALL' }), 'System', 'systemRole'],
    [
      'USER_ROLES over mentors, a mentor',
      inviter('Staff', { 'USER:INVITE': 'USER_ROLES' }, ['Mentor']),
      'Mentor',
      null,
    ],
    [
      'USER_ROLES over mentors, an admin',
      inviter('Staff', { 'USER:INVITE': 'USER_ROLES' }, ['Mentor']),
      'Admin',
      'roleNotInvitable',
    ],
    ['without USER:INVITE', inviter('Mentor', {}), 'Mentor', 'roleNotInvitable'],
  ] as const)('%s: %s', (_name, viewer, roleType, expected) => {
    expect(inviteRefusal(viewer, roleType)).toBe(expected);
  });
});

describe('isOwnSession', () => {
  it.each([
    ['its own session', 's1', true],
    ['another session', 's2', false],
  ] as const)('%s', (_name, sessionId, expected) => {
    expect(isOwnSession({ sessionId: 's1' }, sessionId)).toBe(expected);
  });
});
