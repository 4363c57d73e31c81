import { DEFAULT_ROLE_PERMISSIONS, type PermissionCriteria, ROLE_TYPES, type RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { type ApplicationAccess, seesApplicantIdentity } from './application.ts';
import {
  applicationBatchActions,
  canApplyApplicationBatchAction,
  canFilterApplicationsOverview,
  canSeeApplicationsQueueBar,
  seesEveryApplicantIdentity,
} from './application-overview.ts';
import { buildViewer } from './test-viewers.ts';

function defaultViewer(roleType: RoleType, userId = 'me') {
  return buildViewer(roleType, DEFAULT_ROLE_PERMISSIONS[roleType] as Record<string, PermissionCriteria>, userId);
}

const application = (patch: Partial<ApplicationAccess> = {}): ApplicationAccess => ({
  applicantId: 'applicant',
  memberIds: ['applicant'],
  funnelAdminIds: ['funnel-admin'],
  status: 'under_review',
  ...patch,
});

describe('application overview policies', () => {
  it.each([
    ['Admin', true, true, ['MOVE_TO_ROUND', 'DECIDE', 'ADD_TAG', 'REMOVE_TAG', 'DELETE']],
    ['Staff', true, true, ['MOVE_TO_ROUND', 'DECIDE', 'ADD_TAG', 'REMOVE_TAG', 'DELETE']],
    ['Coach', false, false, []],
    ['Evaluator', false, false, []],
    ['Applicant', false, false, []],
  ] as const)('%s filters %s, sees the queue bar %s, and is offered %j', (role, filters, queue, actions) => {
    const viewer = defaultViewer(role);
    expect(canFilterApplicationsOverview(viewer)).toBe(filters);
    expect(canSeeApplicationsQueueBar(viewer)).toBe(queue);
    expect(applicationBatchActions(viewer, false)).toEqual(actions);
  });

  it('offers a funnel admin holding the batch key the moves, tags and deletion, but not decisions', () => {
    const viewer = buildViewer('Coach', { 'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW': 'ALL' }, 'funnel-admin');
    expect(applicationBatchActions(viewer, true)).toEqual(['MOVE_TO_ROUND', 'ADD_TAG', 'REMOVE_TAG', 'DELETE']);
    expect(canApplyApplicationBatchAction(viewer, 'MOVE_TO_ROUND', application())).toBe(true);
    expect(canApplyApplicationBatchAction(viewer, 'DELETE', application())).toBe(true);
    expect(canApplyApplicationBatchAction(viewer, 'DECIDE', application())).toBe(false);
    // An application of a funnel this coach does not administer.
    expect(canApplyApplicationBatchAction(viewer, 'MOVE_TO_ROUND', application({ funnelAdminIds: [] }))).toBe(false);
  });

  it('agrees with seesApplicantIdentity for every role on a funnel the viewer does not administer', () => {
    for (const role of ROLE_TYPES) {
      const viewer = defaultViewer(role);
      const seen = seesApplicantIdentity(viewer, application(), { anonymous: true }, true);
      expect([role, seesEveryApplicantIdentity(viewer)]).toEqual([role, seen]);
    }
    // ... and for criteria set by hand.
    for (const criteria of ['ALL', 'ASSIGNED', 'NONE'] as const) {
      const viewer = buildViewer('Staff', { 'APPLICATION_FLOW:EDIT': criteria });
      expect(seesEveryApplicantIdentity(viewer)).toBe(
        seesApplicantIdentity(viewer, application(), { anonymous: true }, true),
      );
    }
  });
});
