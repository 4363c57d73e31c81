import { describe, expect, it } from 'vitest';
import {
  canGiveRole,
  canSeePeopleAnalytics,
  isSelfDemotion,
  leavesActiveAdmins,
  type Membership,
  takesLicence,
} from './people.ts';
import { buildViewer } from './test-viewers.ts';

const m = (roleType: Membership['roleType'], status: Membership['status'] = 'active'): Membership => ({
  roleType,
  status,
});

describe('canGiveRole', () => {
  it.each([
    ['Admin', 'Coach', true],
    ['Admin', 'System', false],
    ['SubAdmin', 'System', false],
    ['System', 'System', true],
    ['System', 'Admin', true],
  ] as const)('%s gives %s: %s', (role, given, expected) => {
    expect(canGiveRole(buildViewer(role), given)).toBe(expected);
  });
});

describe('isSelfDemotion', () => {
  it.each([
    ['an admin making themselves a coach', 'Admin', 'me', m('Coach'), true],
    ['an admin deactivating themselves', 'Admin', 'me', m('Admin', 'unactive'), true],
    ['an admin staying in the admin group', 'Admin', 'me', m('SubAdmin'), false],
    ['an admin demoting someone else', 'Admin', 'x', m('Coach'), false],
    ['a coach changing their own role', 'Coach', 'me', m('Mentor'), false],
  ] as const)('%s: %s', (_name, role, personId, after, expected) => {
    expect(isSelfDemotion(buildViewer(role), personId, after)).toBe(expected);
  });
});

describe('leavesActiveAdmins', () => {
  it.each([
    ['an active admin made a coach', m('Admin'), m('Coach'), true],
    ['an active admin coach deactivated', m('AdminCoach'), m('AdminCoach', 'unactive'), true],
    ['an admin made an admin coach', m('Admin'), m('AdminCoach'), false],
    ['a pending admin made a coach', m('Admin', 'pending'), m('Coach', 'pending'), false],
    ['a sub-admin made a coach (not an admin role)', m('SubAdmin'), m('Coach'), false],
  ] as const)('%s: %s', (_name, before, after, expected) => {
    expect(leavesActiveAdmins(before, after)).toBe(expected);
  });
});

describe('takesLicence', () => {
  it.each([
    ['a mentor made a coach', m('Mentor'), m('Coach'), true],
    ['a deactivated coach reactivated', m('Coach', 'unactive'), m('Coach'), true],
    ['a pending coach activated', m('Coach', 'pending'), m('Coach'), false],
    ['a coach made an admin', m('Coach'), m('Admin'), false],
    ['a coach made a mentor', m('Coach'), m('Mentor'), false],
    ['a coach deactivated', m('Coach'), m('Coach', 'unactive'), false],
  ] as const)('%s: %s', (_name, before, after, expected) => {
    expect(takesLicence(before, after)).toBe(expected);
  });
});

describe('canSeePeopleAnalytics', () => {
  it('lets startup managers holding USER:EDIT and System in, nobody else', () => {
    expect(canSeePeopleAnalytics(buildViewer('Admin', { 'USER:EDIT': 'ALL' }))).toBe(true);
    expect(canSeePeopleAnalytics(buildViewer('Staff', { 'USER:EDIT': 'USER_ROLES' }))).toBe(true);
    expect(canSeePeopleAnalytics(buildViewer('System'))).toBe(true);
    expect(canSeePeopleAnalytics(buildViewer('Staff'))).toBe(false);
    expect(canSeePeopleAnalytics(buildViewer('Coach'))).toBe(false);
    expect(canSeePeopleAnalytics(buildViewer('Mentor', { 'USER:EDIT': 'ALL' }))).toBe(false);
    expect(canSeePeopleAnalytics(buildViewer('Cofounder', { 'USER:EDIT': 'ALL' }))).toBe(false);
  });
});
