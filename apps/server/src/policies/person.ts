import { isAuthorized } from '@cohort/shared';
import { isSystem, type PolicyViewer } from './viewer.ts';

/** The community visibility of the viewer's role, which comes with the session (spec 01 §6). */
export interface CommunityViewer extends PolicyViewer {
  /** ALL, NONE or the role's own rule (the role types of userAccessRoles). */
  peopleVisibility: string;
  /** The role types this role may see; empty means all. */
  userAccessRoles: readonly string[];
  /** ALL, NONE or the role's own rule (own and assigned startups). */
  startupVisibility: string;
}

/** Which people the viewer finds: everyone active, or themselves and the active people of some role types. */
export type PeopleReach = { all: true } | { all: false; roleTypes: readonly string[] };

export function peopleReach(viewer: CommunityViewer): PeopleReach {
  if (isSystem(viewer) || viewer.peopleVisibility === 'ALL') return { all: true };
  if (viewer.peopleVisibility === 'NONE') return { all: false, roleTypes: [] };
  return viewer.userAccessRoles.length === 0 ? { all: true } : { all: false, roleTypes: viewer.userAccessRoles };
}

/** Whether the viewer sees a person (the profile page's rule): active people their role may see, and themselves. */
export function canSeePersonRecord(
  viewer: CommunityViewer,
  person: { id: string; roleType: string; status: string },
): boolean {
  if (person.status !== 'active') return false;
  const reach = peopleReach(viewer);
  return reach.all || person.id === viewer.userId || reach.roleTypes.includes(person.roleType);
}

/** Which startups the directory lists: every one, the viewer's own, or their own and the ones they are assigned to. */
export function directoryStartupReach(viewer: CommunityViewer): 'ALL' | 'OWN' | 'OWN_AND_ASSIGNED' {
  if (isSystem(viewer) || viewer.startupVisibility === 'ALL') return 'ALL';
  return viewer.startupVisibility === 'NONE' ? 'OWN' : 'OWN_AND_ASSIGNED';
}

/** What the viewer sees of a profile beyond its public part. */
export interface ProfileViewerCan {
  /** Phone, e-mail, gender and birthday: the person and user editors (USER:EDIT). */
  seesPrivate: boolean;
  /** Social links: the person and USER_PROFILE/SOCIAL_MEDIA:VIEW. */
  seesSocial: boolean;
  /** User tags: the person and TAGS:USER:VIEW. */
  seesTags: boolean;
}

export function profileViewerCan(viewer: PolicyViewer, personId: string): ProfileViewerCan {
  const isMe = personId === viewer.userId;
  const holds = (key: string) => isMe || isSystem(viewer) || isAuthorized(viewer, key);
  return {
    seesPrivate: holds('USER:EDIT'),
    seesSocial: holds('USER_PROFILE/SOCIAL_MEDIA:VIEW'),
    seesTags: holds('TAGS:USER:VIEW'),
  };
}
