import { isAuthorized, type RoleType } from '@cohort/shared';
import type { PolicyViewer } from './viewer.ts';

/** The viewer of an invitation: USER:INVITE with USER_ROLES reads the role types the viewer's role may manage. */
export interface InvitingViewer extends PolicyViewer {
  /** The role types this role may see and manage (USER_ROLES criteria); empty means all. */
  userAccessRoles: readonly string[];
}

/** Why an invitation to a role is refused: the System role is never invited; others need USER:INVITE for it. */
export type InviteRefusal = 'systemRole' | 'roleNotInvitable';

/**
 * Whether the viewer may invite someone with this role (null: they may). USER:INVITE ALL invites every role but
 * System; USER_ROLES only the role types of the viewer's role.
 */
export function inviteRefusal(viewer: InvitingViewer, roleType: RoleType): InviteRefusal | null {
  if (roleType === 'System') return 'systemRole';
  if (viewer.permissions.get('USER:INVITE') !== 'ALL' && !isAuthorized(viewer, 'USER:INVITE', { roleType })) {
    return 'roleNotInvitable';
  }
  return null;
}

/** A sign-in acts only on its own session (the heartbeat, the logged-out subscription). */
export function isOwnSession(viewer: { sessionId: string }, sessionId: string): boolean {
  return sessionId === viewer.sessionId;
}
