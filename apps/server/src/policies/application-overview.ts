import type { ApplicationBatchActionType } from '@cohort/shared';
import {
  type ApplicationAccess,
  canDecideApplication,
  canDeleteApplication,
  canProcessApplication,
  canRunApplicationBatch,
} from './application.ts';
import { holdsPermission, isSystem, type PolicyViewer } from './viewer.ts';

/**
 * The staff overview of applications (/applications/overview, spec 01 §6 APPLICATION_OVERVIEW keys): its filters
 * panel, its queue bar, its batch actions and the anonymity of funnels as a list reads it.
 */

/** APPLICATION_OVERVIEW/FILTERS:VIEW shows the filters panel (the server takes filters from anyone who may list). */
export function canFilterApplicationsOverview(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'APPLICATION_OVERVIEW/FILTERS:VIEW');
}

/** APPLICATION_OVERVIEW/QUEUE_BAR:VIEW: the counts per status and per round above the list. */
export function canSeeApplicationsQueueBar(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW');
}

/**
 * Whether anonymity never hides applicants from this viewer, whatever the funnel: they process every application
 * (System, APPLICATION_FLOW:EDIT ALL). Others see identities only in the funnels they administer (seesApplicantIdentity);
 * a list's SQL uses this to know which rows its search may match by name or e-mail.
 */
export function seesEveryApplicantIdentity(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || viewer.permissions.get('APPLICATION_FLOW:EDIT') === 'ALL';
}

/**
 * The batch actions the overview offers the viewer (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW, then each action's
 * own key; funnel admins always move, tag and delete in their funnels). Each item is checked again by the server.
 */
export function applicationBatchActions(
  viewer: PolicyViewer,
  administersAFunnel: boolean,
): ApplicationBatchActionType[] {
  if (!canRunApplicationBatch(viewer)) return [];
  const actions: ApplicationBatchActionType[] = [];
  const processes = isSystem(viewer) || administersAFunnel || holdsPermission(viewer, 'APPLICATION_FLOW:EDIT');
  if (processes) actions.push('MOVE_TO_ROUND');
  if (isSystem(viewer) || holdsPermission(viewer, 'APPLICATION/DECIDE_ROUND:VIEW')) actions.push('DECIDE');
  if (processes) actions.push('ADD_TAG', 'REMOVE_TAG');
  if (isSystem(viewer) || administersAFunnel || holdsPermission(viewer, 'APPLICATION:DELETE')) actions.push('DELETE');
  return actions;
}

/** Whether a batch action may change this application (moves and tags: APPLICATION_FLOW:EDIT; DECIDE; DELETE). */
export function canApplyApplicationBatchAction(
  viewer: PolicyViewer,
  type: ApplicationBatchActionType,
  application: ApplicationAccess,
): boolean {
  if (!canRunApplicationBatch(viewer)) return false;
  switch (type) {
    case 'DECIDE':
      return canDecideApplication(viewer, application);
    case 'DELETE':
      return canDeleteApplication(viewer, application);
    default:
      return canProcessApplication(viewer, application);
  }
}
