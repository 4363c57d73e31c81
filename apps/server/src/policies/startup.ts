import { isAuthorized, isInRoleGroup } from '@cohort/shared';
import { isInternal, isStartupManagerRole, isSystem, type PolicyViewer } from './viewer.ts';

/** Who a startup's permissions are decided against: its people (founders) and its assigned network. */
export interface StartupAccess {
  startupId: string;
  name: string;
  founderIds: string[];
  assignedUserIds: string[];
}

/** Whether the viewer is one of the startup's own people (cofounders and community members of it). */
export function isStartupPerson(viewer: Pick<PolicyViewer, 'userId'>, access: Pick<StartupAccess, 'founderIds'>) {
  return access.founderIds.includes(viewer.userId);
}

/** A startup's people always see their file; others by STARTUP_FILE:VIEW (ALL, or ASSIGNED to the startup). */
export function canViewStartupFile(viewer: PolicyViewer, access: StartupAccess): boolean {
  if (isSystem(viewer)) return true;
  return isStartupPerson(viewer, access) || isAuthorized(viewer, 'STARTUP_FILE:VIEW', access);
}

/** Private posts are for the programme side: never a startup's own people, and only with the permission. */
export function canSeePrivatePosts(viewer: PolicyViewer, access: Pick<StartupAccess, 'founderIds'>): boolean {
  if (isStartupPerson(viewer, access)) return false;
  return isSystem(viewer) || isAuthorized(viewer, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW');
}

/** STARTUP_DOCUMENT:DOWNLOAD: founders always, else by criteria (ALL or ASSIGNED). */
export function canDownloadStartupDocuments(viewer: PolicyViewer, access: StartupAccess): boolean {
  if (isSystem(viewer)) return true;
  return isAuthorized(viewer, 'STARTUP_DOCUMENT:DOWNLOAD', access);
}

/** The startup's people as a startup record lists them (its members). */
export interface StartupPeople {
  memberIds: readonly string[];
}

/** What the viewer may do to a startup, as `Startup.viewerCan` exposes it. */
export interface StartupViewerCan {
  edit: boolean;
  editName: boolean;
  delete: boolean;
  viewFile: boolean;
  postPrivate: boolean;
  downloadDocuments: boolean;
  /** TAGS:STARTUP:VIEW: startup tags are the programme's own labels (a founder does not see them by default). */
  seeTags: boolean;
}

/** Internal roles (and System) see the whole portfolio; the startup side sees the startups it belongs to. */
export function seesWholePortfolio(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isInternal(viewer);
}

/** The portfolio's `startup(id)`: whoever sees the whole portfolio, or opens the startup's file. */
export function canOpenStartup(viewer: PolicyViewer, access: StartupAccess): boolean {
  return seesWholePortfolio(viewer) || canViewStartupFile(viewer, access);
}

/** Accelerator and incubator staff (the startup manager roles) add startups and change programmes and teams. */
export function canCreateStartup(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isStartupManagerRole(viewer.roleType);
}

/** A startup's programmes, team and people's roles change only by staff, not by its own people. */
export function canChangeStartupTeam(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return isStartupManagerRole(viewer.roleType);
}

/** Staff edit any startup; a startup's own people edit its profile. */
export function canEditStartup(viewer: PolicyViewer, startup: StartupPeople): boolean {
  return isStartupManagerRole(viewer.roleType) || startup.memberIds.includes(viewer.userId);
}

/** Staff rename any startup; its own people only with STARTUP/NAME:EDIT. */
export function canRenameStartup(viewer: PolicyViewer, startup: StartupPeople): boolean {
  return (
    isStartupManagerRole(viewer.roleType) ||
    (startup.memberIds.includes(viewer.userId) && isAuthorized(viewer, 'STARTUP/NAME:EDIT'))
  );
}

/** TAGS:STARTUP:VIEW (System always). */
export function canSeeStartupTags(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || isAuthorized(viewer, 'TAGS:STARTUP:VIEW');
}

/** Everything the viewer may do to a startup, from its people and assigned network. */
export function startupViewerCan(viewer: PolicyViewer, access: StartupAccess): StartupViewerCan {
  const startup = { memberIds: access.founderIds };
  return {
    edit: canEditStartup(viewer, startup),
    editName: canRenameStartup(viewer, startup),
    delete: isAuthorized(viewer, 'STARTUP:DELETE'),
    viewFile: canViewStartupFile(viewer, access),
    postPrivate: canSeePrivatePosts(viewer, access),
    downloadDocuments: canDownloadStartupDocuments(viewer, access),
    seeTags: canSeeStartupTags(viewer),
  };
}

/** A programme is edited and deleted by its admins and the admin group. */
export function canEditProgram(viewer: PolicyViewer, program: { adminIds: readonly string[] }): boolean {
  return program.adminIds.includes(viewer.userId) || isInRoleGroup(viewer.roleType, 'adminGroup');
}

/** Startup managers (and System) run startup batches; tags, industries and deletion also need their own key. */
export function canRunStartupBatch(viewer: PolicyViewer, permissionKey: string | undefined): boolean {
  if (isSystem(viewer)) return true;
  if (!isStartupManagerRole(viewer.roleType)) return false;
  return !permissionKey || isAuthorized(viewer, permissionKey);
}

/**
 * Which startup files the viewer opens, for lists written as SQL (the rule of canViewStartupFile): every one, their
 * own startups only, or their own and the ones they are assigned to.
 */
export type StartupFileReach = 'ALL' | 'OWN' | 'OWN_AND_ASSIGNED';

export function startupFileReach(viewer: PolicyViewer): StartupFileReach {
  if (isSystem(viewer)) return 'ALL';
  const criteria = viewer.permissions.get('STARTUP_FILE:VIEW') ?? 'NONE';
  if (criteria === 'ALL') return 'ALL';
  return criteria === 'ASSIGNED' ? 'OWN_AND_ASSIGNED' : 'OWN';
}

/** Which private posts the viewer reads in lists (the rule of canSeePrivatePosts): none, or those outside their startups. */
export function privatePostReach(viewer: PolicyViewer): 'NONE' | 'OUTSIDE_OWN_STARTUPS' {
  return isSystem(viewer) || isAuthorized(viewer, 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW')
    ? 'OUTSIDE_OWN_STARTUPS'
    : 'NONE';
}

/** A programme's cover picture: its admins, the admin group and System. */
export function canChangeProgramCover(viewer: PolicyViewer, program: { adminIds: readonly string[] }): boolean {
  return isSystem(viewer) || canEditProgram(viewer, program);
}
