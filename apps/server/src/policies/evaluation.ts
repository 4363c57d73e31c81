import { isAuthorized } from '@cohort/shared';
import type { FunnelAccess } from './application.ts';
import { seesEveryApplication } from './application.ts';
import { holdsPermission, isSystem, type PolicyViewer } from './viewer.ts';

/**
 * Evaluation rounds (issue 15; spec 01 §6 "Evaluation": EVALUATION_PARAMETER_EDITOR). Staff read a round's settings,
 * pool, assignments and results with :VIEW within their reach on the funnel (APPLICATION_ALL:VIEW ALL, or ASSIGNED for
 * the funnels they administer); they change them with :EDIT/DELETE and APPLICATION_FLOW:EDIT within the same reach.
 * A funnel's admins always may. Evaluators read and write their own reviews only (nothing here: the assignment's
 * evaluator is the rule).
 */
function reachesFunnel(viewer: PolicyViewer, funnel: FunnelAccess, key: string): boolean {
  if (key === 'APPLICATION_ALL:VIEW' && seesEveryApplication(viewer)) return true;
  return isAuthorized(viewer, key, { assignedUserIds: funnel.adminIds });
}

export function canViewEvaluationRound(viewer: PolicyViewer, funnel: FunnelAccess): boolean {
  if (isSystem(viewer) || funnel.adminIds.includes(viewer.userId)) return true;
  return (
    holdsPermission(viewer, 'EVALUATION_PARAMETER_EDITOR:VIEW') && reachesFunnel(viewer, funnel, 'APPLICATION_ALL:VIEW')
  );
}

export function canManageEvaluationRound(viewer: PolicyViewer, funnel: FunnelAccess): boolean {
  if (isSystem(viewer) || funnel.adminIds.includes(viewer.userId)) return true;
  return (
    holdsPermission(viewer, 'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE') &&
    canViewEvaluationRound(viewer, funnel) &&
    reachesFunnel(viewer, funnel, 'APPLICATION_FLOW:EDIT')
  );
}
