import { DEFAULT_ROLE_PERMISSIONS, type PermissionCriteria, type RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationAccess,
  canDecideApplication,
  canDeleteApplication,
  canEditApplicationDraft,
  canEditFunnel,
  canOpenApplicationsOverview,
  canProcessApplication,
  canSeePrivateApplicationComments,
  canViewApplication,
  canViewApplicationAsStaff,
  seesApplicantIdentity,
} from './application.ts';
import { buildViewer } from './test-viewers.ts';

/** A viewer with the default permissions of a role type. */
function defaultViewer(roleType: RoleType, userId = 'me') {
  return buildViewer(roleType, DEFAULT_ROLE_PERMISSIONS[roleType] as Record<string, PermissionCriteria>, userId);
}

const application = (patch: Partial<ApplicationAccess> = {}): ApplicationAccess => ({
  applicantId: 'applicant',
  memberIds: ['applicant', 'cofounder'],
  funnelAdminIds: ['funnel-admin'],
  status: 'under_review',
  ...patch,
});

describe('application policies', () => {
  it.each([
    ['Admin', 'me', true, true, true, true],
    ['Staff', 'me', true, true, true, true],
    ['Coach', 'me', false, false, false, false],
    ['Coach', 'funnel-admin', true, true, true, false],
    ['Evaluator', 'me', false, false, false, false],
    ['Applicant', 'applicant', true, false, false, false],
    ['Cofounder', 'cofounder', true, false, false, false],
    ['Applicant', 'me', false, false, false, false],
  ] as const)(
    '%s (%s) views %s, as staff %s, processes %s, decides %s',
    (role, userId, views, staff, process, decide) => {
      const viewer = defaultViewer(role, userId);
      expect(canViewApplication(viewer, application())).toBe(views);
      expect(canViewApplicationAsStaff(viewer, application())).toBe(staff);
      expect(canProcessApplication(viewer, application())).toBe(process);
      expect(canDecideApplication(viewer, application())).toBe(decide);
    },
  );

  it('never shows private comments to the application’s own people, even when they hold the permission', () => {
    const founderStaff = buildViewer('Staff', { 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': 'ALL' }, 'applicant');
    expect(canSeePrivateApplicationComments(founderStaff, application())).toBe(false);
    expect(canSeePrivateApplicationComments(defaultViewer('Admin'), application())).toBe(true);
  });

  it('lets the applicant withdraw before a decision, co-founders edit the draft, and funnel admins delete', () => {
    const owner = defaultViewer('Applicant', 'applicant');
    expect(canDeleteApplication(owner, application())).toBe(true);
    expect(canDeleteApplication(owner, application({ status: 'accepted' }))).toBe(false);
    expect(canDeleteApplication(defaultViewer('Applicant', 'cofounder'), application())).toBe(false);
    expect(canEditApplicationDraft(defaultViewer('Applicant', 'cofounder'), application({ status: 'draft' }))).toBe(
      true,
    );
    expect(canEditApplicationDraft(owner, application())).toBe(false);
    expect(canDeleteApplication(defaultViewer('Coach', 'funnel-admin'), application())).toBe(true);
    expect(canDeleteApplication(defaultViewer('Staff'), application())).toBe(true);
  });

  it('opens the overview to staff-like roles and funnel admins, never to the startup side', () => {
    expect(canOpenApplicationsOverview(defaultViewer('Staff'))).toBe(true);
    expect(canOpenApplicationsOverview(defaultViewer('Evaluator'))).toBe(true);
    expect(canOpenApplicationsOverview(defaultViewer('Mentor'))).toBe(false);
    expect(canOpenApplicationsOverview(defaultViewer('Mentor'), true)).toBe(true);
    expect(canOpenApplicationsOverview(defaultViewer('Cofounder'), true)).toBe(false);
  });

  it('lets funnel admins edit their funnel whatever their role holds', () => {
    expect(canEditFunnel(defaultViewer('Coach', 'funnel-admin'), { adminIds: ['funnel-admin'] })).toBe(true);
    expect(canEditFunnel(defaultViewer('Coach'), { adminIds: ['funnel-admin'] })).toBe(false);
    expect(canEditFunnel(defaultViewer('Staff'), { adminIds: [] })).toBe(true);
  });

  it('hides applicants of anonymous funnels from reviewers who do not run the funnel', () => {
    const evaluator = buildViewer('Evaluator', { 'APPLICATION_ALL:VIEW': 'ALL' });
    expect(seesApplicantIdentity(evaluator, application(), { anonymous: true }, true)).toBe(false);
    expect(seesApplicantIdentity(evaluator, application(), { anonymous: true }, false)).toBe(true);
    expect(seesApplicantIdentity(defaultViewer('Admin'), application(), { anonymous: true }, true)).toBe(true);
  });
});
