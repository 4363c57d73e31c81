import { isAuthorized } from '@cohort/shared';
import { isStartupPerson, type StartupAccess } from './startup.ts';
import { isInternal, isSystem, managesStartups, type PolicyViewer } from './viewer.ts';

/** What the viewer may do with one profile form's answers: read them at all, and change them. */
export interface ProfileFieldsAccess {
  read: boolean;
  edit: boolean;
}

/** The list of custom fields is for the programme side: internal roles and System. */
export function canListCustomFields(viewer: PolicyViewer): boolean {
  return isInternal(viewer);
}

/** Staff-only (hidden-form) fields are for startup managers: the network does not learn of them. */
export function canSeeHiddenCustomFields(viewer: PolicyViewer): boolean {
  return managesStartups(viewer);
}

/** PROFILE_FIELDS:EDIT (any criterion but NONE): define fields and arrange the profile forms. */
export function canEditProfileFields(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || isAuthorized(viewer, 'PROFILE_FIELDS:EDIT');
}

/** CUSTOM_FIELD_ANALYTICS:ACCESS: the analytics of the custom fields. */
export function canSeeCustomFieldAnalytics(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || isAuthorized(viewer, 'CUSTOM_FIELD_ANALYTICS:ACCESS');
}

/**
 * A startup's profile fields, for a viewer who opens its file (check canViewStartupFile first): the visible form is
 * read by all of them and written by startup managers and the startup's own people; the hidden form is read and
 * written by startup managers only, never by the startup's own people.
 */
export function startupProfileFieldsAccess(
  viewer: PolicyViewer,
  access: Pick<StartupAccess, 'founderIds'>,
  hidden: boolean,
): ProfileFieldsAccess {
  const ownPeople = isStartupPerson(viewer, access);
  const manager = managesStartups(viewer);
  if (hidden) return { read: manager && !ownPeople, edit: manager && !ownPeople };
  return { read: true, edit: manager || ownPeople };
}

/**
 * A person's profile fields, for a viewer who may see the profile (check that first): the visible form is written by
 * the person and by USER:EDIT; the hidden form is read by startup managers and written by USER:EDIT, never by the
 * person.
 */
export function userProfileFieldsAccess(viewer: PolicyViewer, personId: string, hidden: boolean): ProfileFieldsAccess {
  const isMe = personId === viewer.userId;
  const editsUsers = isSystem(viewer) || isAuthorized(viewer, 'USER:EDIT');
  if (hidden) {
    const read = !isMe && managesStartups(viewer);
    return { read, edit: read && editsUsers };
  }
  return { read: true, edit: isMe || editsUsers };
}
