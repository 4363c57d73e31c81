import { DEFAULT_ROLE_PERMISSIONS, type PermissionCriteria, type RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { type ApplicationAccess, canEditApplicationDraft } from './application.ts';
import {
  canCreateApplicationLead,
  canInviteApplicationCofounder,
  canRemoveApplicationCofounder,
} from './application-people.ts';
import { buildViewer } from './test-viewers.ts';

function defaultViewer(roleType: RoleType, userId = 'me') {
  return buildViewer(roleType, DEFAULT_ROLE_PERMISSIONS[roleType] as Record<string, PermissionCriteria>, userId);
}

const draft = (patch: Partial<ApplicationAccess> = {}): ApplicationAccess => ({
  applicantId: 'applicant',
  memberIds: ['applicant', 'cofounder', 'other'],
  funnelAdminIds: ['funnel-admin'],
  status: 'draft',
  ...patch,
});

describe('application people policies', () => {
  it.each([
    ['Applicant', 'applicant', 'draft', true],
    ['CommunityMember', 'applicant', 'draft', true],
    ['Applicant', 'applicant', 'under_review', false],
    ['Cofounder', 'cofounder', 'draft', false],
    ['Admin', 'me', 'draft', false],
    ['Applicant', 'me', 'draft', false],
  ] as const)('%s (%s) invites co-founders to a %s application: %s', (role, userId, status, expected) => {
    expect(canInviteApplicationCofounder(defaultViewer(role, userId), draft({ status }))).toBe(expected);
  });

  it('lets the applicant remove a co-founder and a co-founder leave, never the applicant removed', () => {
    const owner = defaultViewer('Applicant', 'applicant');
    const cofounder = defaultViewer('Applicant', 'cofounder');
    expect(canRemoveApplicationCofounder(owner, draft(), 'cofounder')).toBe(true);
    expect(canRemoveApplicationCofounder(owner, draft(), 'applicant')).toBe(false);
    expect(canRemoveApplicationCofounder(owner, draft(), 'stranger')).toBe(false);
    expect(canRemoveApplicationCofounder(cofounder, draft(), 'cofounder')).toBe(true);
    expect(canRemoveApplicationCofounder(cofounder, draft(), 'other')).toBe(false);
    expect(canRemoveApplicationCofounder(owner, draft({ status: 'under_review' }), 'cofounder')).toBe(false);
    expect(canRemoveApplicationCofounder(defaultViewer('Admin'), draft(), 'cofounder')).toBe(false);
  });

  it.each([
    ['Admin', 'me', true],
    ['Staff', 'me', true],
    ['SubAdmin', 'me', true],
    ['Coach', 'me', false],
    ['Coach', 'funnel-admin', true],
    ['Evaluator', 'funnel-admin', false],
    ['Mentor', 'me', false],
    ['Applicant', 'me', false],
    ['System', 'me', true],
  ] as const)('%s (%s) creates application leads: %s', (role, userId, expected) => {
    expect(canCreateApplicationLead(defaultViewer(role, userId), { adminIds: ['funnel-admin'] })).toBe(expected);
  });

  it('lets the staff who run the funnel fill an unclaimed lead, and nobody once it is submitted', () => {
    const lead = draft({ applicantId: null, memberIds: [], unclaimedLead: true });
    expect(canEditApplicationDraft(defaultViewer('Staff'), lead)).toBe(true);
    expect(canEditApplicationDraft(defaultViewer('Coach', 'funnel-admin'), lead)).toBe(true);
    expect(canEditApplicationDraft(defaultViewer('Coach'), lead)).toBe(false);
    expect(canEditApplicationDraft(defaultViewer('Applicant'), lead)).toBe(false);
    expect(canEditApplicationDraft(defaultViewer('Staff'), { ...lead, status: 'under_review' })).toBe(false);
    // Once claimed, the lead is its applicant's like any draft.
    const claimed = draft({ applicantId: 'applicant', memberIds: ['applicant'] });
    expect(canEditApplicationDraft(defaultViewer('Staff'), claimed)).toBe(false);
    expect(canEditApplicationDraft(defaultViewer('Applicant', 'applicant'), claimed)).toBe(true);
  });
});
