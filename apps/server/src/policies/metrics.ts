import { isAuthorized } from '@cohort/shared';
import { isStartupPerson, type StartupAccess } from './startup.ts';
import { holdsPermission, isInternal, isSystem, type PolicyViewer } from './viewer.ts';

/**
 * Metrics (issue 17). METRICS/EDIT:VIEW opens /startups/metrics/* (spec 02 §6): with ALL the viewer defines metrics
 * and collects data from any startup; with ASSIGNED (coaches by default) only from the startups they follow. A
 * startup's people report its data; the checker is for cofounders.
 */

/** Define metrics and add the core ones: METRICS/EDIT:VIEW for every startup (ALL), internal roles only. */
export function canDefineMetrics(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || (isInternal(viewer) && viewer.permissions.get('METRICS/EDIT:VIEW') === 'ALL');
}

/** See the list of metrics and the data collection page: METRICS/EDIT:VIEW with any criterion. */
export function canOpenDataCollection(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || (viewer.permissions.get('METRICS/EDIT:VIEW') ?? 'NONE') !== 'NONE';
}

/** Collect (assign metrics, correct values, see who is late) for this startup: METRICS/EDIT:VIEW (ALL or ASSIGNED). */
export function canCollectMetricsFrom(viewer: PolicyViewer, access: Pick<StartupAccess, 'assignedUserIds'>): boolean {
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, 'METRICS/EDIT:VIEW', { assignedUserIds: access.assignedUserIds });
}

/** Assign metrics to whole programmes: collectors of every startup (ALL). */
export function canCollectFromPrograms(viewer: PolicyViewer): boolean {
  return canDefineMetrics(viewer);
}

/** Report a startup's data: its own people only (a founder of another startup is refused). */
export function canReportMetrics(viewer: PolicyViewer, access: Pick<StartupAccess, 'founderIds'>): boolean {
  return isStartupPerson(viewer, access);
}

/** Read a startup's data form and series: its people, and whoever collects from it. */
export function canReadMetrics(viewer: PolicyViewer, access: StartupAccess): boolean {
  return canReportMetrics(viewer, access) || canCollectMetricsFrom(viewer, access);
}

/** The metric checker prompts cofounders of the startup only (spec 01 §6). */
export function seesMetricChecker(viewer: PolicyViewer, access: Pick<StartupAccess, 'founderIds'>): boolean {
  return viewer.roleType === 'Cofounder' && isStartupPerson(viewer, access);
}

/** The categorization questionnaire: the startup's people answer it; collectors read it. */
export function canAnswerCategorization(viewer: PolicyViewer, access: Pick<StartupAccess, 'founderIds'>): boolean {
  return isStartupPerson(viewer, access);
}

/** Change the organisation's metric settings (reporting days, reminders, core metrics): ORGANIZATION:EDIT. */
export function canManageMetricSettings(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'ORGANIZATION:EDIT');
}

/** Read them: those who change them, and those who define metrics (the core metrics they may add). */
export function canReadMetricSettings(viewer: PolicyViewer): boolean {
  return canManageMetricSettings(viewer) || canDefineMetrics(viewer);
}
