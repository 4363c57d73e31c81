import { type ApplicationStatus, isAuthorized, isInRoleGroup } from '@cohort/shared';
import { holdsPermission, isSystem, type PolicyViewer } from './viewer.ts';

/**
 * Funnels and applications (spec 01 §6 "Applications" and "Funnels" permission keys). A funnel's admins always may
 * list, open and run their funnel; the ASSIGNED criterion of the application keys means "the funnels I administer".
 */
export interface FunnelAccess {
  adminIds: readonly string[];
  createdBy?: string | null;
}

/** What an application's rules need: its people, its funnel's admins and its status. */
export interface ApplicationAccess {
  applicantId: string | null;
  memberIds: readonly string[];
  funnelAdminIds: readonly string[];
  status: ApplicationStatus;
  /** A lead staff made for someone who has not claimed it yet (no applicant). */
  unclaimedLead?: boolean;
}

function isFunnelAdmin(viewer: Pick<PolicyViewer, 'userId'>, funnel: FunnelAccess): boolean {
  return funnel.adminIds.includes(viewer.userId);
}

/** The funnels management list (FUNNELS:VIEW:LIST), or funnel admins (they see the funnels they administer). */
export function canListFunnels(viewer: PolicyViewer, administersAFunnel = false): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'FUNNELS:VIEW:LIST') || administersAFunnel;
}

/** With FUNNELS:VIEW:LIST ASSIGNED (or none), the list holds the funnels the viewer administers only. */
export function listsEveryFunnel(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || viewer.permissions.get('FUNNELS:VIEW:LIST') === 'ALL';
}

/** FUNNEL:CREATE (the create menu's Funnel); the creator becomes the funnel's admin. */
export function canCreateFunnel(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'FUNNEL:CREATE');
}

/** FUNNEL:EDIT (ALL, or ASSIGNED for the funnels one administers); a funnel's admins always may. */
export function canEditFunnel(viewer: PolicyViewer, funnel: FunnelAccess): boolean {
  if (isSystem(viewer) || isFunnelAdmin(viewer, funnel)) return true;
  return isAuthorized(viewer, 'FUNNEL:EDIT', { assignedUserIds: funnel.adminIds });
}

/** FUNNEL:DELETE (ALL, or ASSIGNED for the funnels one administers). */
export function canDeleteFunnel(viewer: PolicyViewer, funnel: FunnelAccess): boolean {
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, 'FUNNEL:DELETE', { assignedUserIds: funnel.adminIds });
}

/** Whether the viewer is one of the application's people (its applicant or an invited co-founder). */
export function isApplicationPerson(viewer: Pick<PolicyViewer, 'userId'>, application: ApplicationAccess): boolean {
  return application.applicantId === viewer.userId || application.memberIds.includes(viewer.userId);
}

/**
 * Staff reach: APPLICATION_ALL:VIEW ALL sees every application; ASSIGNED (and any funnel admin) the applications of
 * the funnels one administers. Applicants are never staff, even of their own application.
 */
export function seesEveryApplication(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || viewer.permissions.get('APPLICATION_ALL:VIEW') === 'ALL';
}

/** Whether the viewer reads this application as programme staff (its processing data, private comments). */
export function canViewApplicationAsStaff(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (isApplicationPerson(viewer, application)) return false;
  if (seesEveryApplication(viewer)) return true;
  if (application.funnelAdminIds.includes(viewer.userId)) return true;
  return isAuthorized(viewer, 'APPLICATION_ALL:VIEW', { assignedUserIds: application.funnelAdminIds });
}

/** An applicant reads their own applications; staff within their reach. */
export function canViewApplication(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  return isApplicationPerson(viewer, application) || canViewApplicationAsStaff(viewer, application);
}

/** The staff overview (/applications/overview): anyone who may see applications as staff, or a funnel admin. */
export function canOpenApplicationsOverview(viewer: PolicyViewer, administersAFunnel = false): boolean {
  if (isSystem(viewer)) return true;
  if (isInRoleGroup(viewer.roleType, 'startupSide')) return false;
  return holdsPermission(viewer, 'APPLICATION_ALL:VIEW') || administersAFunnel;
}

/** APPLICATION_FLOW:EDIT: move between rounds, tag, schedule interviews (ALL, or the funnels one administers). */
export function canProcessApplication(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (isSystem(viewer)) return true;
  if (isApplicationPerson(viewer, application)) return false;
  if (application.funnelAdminIds.includes(viewer.userId)) return true;
  return isAuthorized(viewer, 'APPLICATION_FLOW:EDIT', { assignedUserIds: application.funnelAdminIds });
}

/** APPLICATION/DECIDE_ROUND:VIEW: prepare and publish decisions, for applications within one's reach. */
export function canDecideApplication(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (isSystem(viewer)) return true;
  if (isApplicationPerson(viewer, application)) return false;
  if (!holdsPermission(viewer, 'APPLICATION/DECIDE_ROUND:VIEW')) return false;
  return canViewApplicationAsStaff(viewer, application);
}

/**
 * Deleting: staff by APPLICATION:DELETE (ALL, or ASSIGNED for the funnels one administers; funnel admins always);
 * the applicant withdraws their own by APPLICATION:OWN_DELETE, before a decision.
 */
export function canDeleteApplication(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (isSystem(viewer)) return true;
  if (application.applicantId === viewer.userId) {
    return (
      holdsPermission(viewer, 'APPLICATION:OWN_DELETE') &&
      application.status !== 'accepted' &&
      application.status !== 'rejected'
    );
  }
  if (isApplicationPerson(viewer, application)) return false;
  return isAuthorized(viewer, 'APPLICATION:DELETE', {
    funnelAdminIds: application.funnelAdminIds,
    assignedUserIds: application.funnelAdminIds,
  });
}

/**
 * The applicant and invited co-founders change a draft (APPLICATION_DRAFT:ACCESS) until it is submitted. An unclaimed
 * lead has no applicant yet: the staff who run its funnel (APPLICATION_FLOW:EDIT) fill its intake for its person.
 */
export function canEditApplicationDraft(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (application.unclaimedLead) return application.status === 'draft' && canProcessApplication(viewer, application);
  return (
    isApplicationPerson(viewer, application) &&
    application.status === 'draft' &&
    holdsPermission(viewer, 'APPLICATION_DRAFT:ACCESS')
  );
}

/** APPLICATION_DOCUMENT:DOWNLOAD: applicants always for their own; staff by criteria (ASSIGNED: funnels one administers). */
export function canDownloadApplicationDocuments(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (isSystem(viewer) || isApplicationPerson(viewer, application)) return true;
  if (!canViewApplicationAsStaff(viewer, application)) return false;
  return isAuthorized(viewer, 'APPLICATION_DOCUMENT:DOWNLOAD', {
    applicantId: application.applicantId,
    assignedUserIds: application.funnelAdminIds,
  });
}

/** Private comments are for staff with TIMELINE/CREATE_PRIVATE_COMMENT:VIEW; applicants never see them. */
export function canSeePrivateApplicationComments(viewer: PolicyViewer, application: ApplicationAccess): boolean {
  if (!canViewApplicationAsStaff(viewer, application)) return false;
  return isSystem(viewer) || holdsPermission(viewer, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW');
}

/** The overview's batch actions (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW). */
export function canRunApplicationBatch(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW');
}

/** Exports of applications (APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW). */
export function canExportApplications(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW');
}

/** The applications dashboard (APPLICATION_DASHBOARD; the flag applicationsDashboard is checked apart). */
export function canOpenApplicationsDashboard(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'APPLICATION_DASHBOARD');
}

/** Decision e-mails: EMAIL_REJECTION:CREATE writes a new one; EMAIL_REJECTION:EDIT (ALL or OWN) changes one. */
export function canCreateDecisionEmail(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'EMAIL_REJECTION:CREATE');
}

export function canEditDecisionEmail(viewer: PolicyViewer, email: { createdBy: string | null }): boolean {
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, 'EMAIL_REJECTION:EDIT', { creatorId: email.createdBy });
}

/**
 * Anonymous funnels (flag anonymityApplications): people who review without running the funnel (no
 * APPLICATION_FLOW:EDIT within reach) see "Applicant #n" instead of names.
 */
export function seesApplicantIdentity(
  viewer: PolicyViewer,
  application: ApplicationAccess,
  funnel: { anonymous: boolean },
  anonymityEnabled: boolean,
): boolean {
  if (!anonymityEnabled || !funnel.anonymous) return true;
  return isApplicationPerson(viewer, application) || canProcessApplication(viewer, application);
}
