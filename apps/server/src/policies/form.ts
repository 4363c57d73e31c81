import { holdsPermission, isSystem, type PolicyViewer } from './viewer.ts';

/** The forms management list and a form's builder: whoever may create or edit forms (FORM:CREATE, FORM:EDIT). */
export function canListForms(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'FORM:CREATE') || holdsPermission(viewer, 'FORM:EDIT');
}

/** FORM:CREATE: a new form, or a copy of one. */
export function canCreateForm(viewer: PolicyViewer): boolean {
  return isSystem(viewer) || holdsPermission(viewer, 'FORM:CREATE');
}

/**
 * FORM:EDIT (ALL, or OWN for the forms one created): change, share, archive or delete a form and read its answers.
 * The creator of a form may always edit it while they may create forms.
 */
export function canEditForm(viewer: PolicyViewer, form: { createdBy: string | null }): boolean {
  if (isSystem(viewer)) return true;
  const criteria = viewer.permissions.get('FORM:EDIT') ?? 'NONE';
  if (criteria === 'ALL') return true;
  const own = form.createdBy !== null && form.createdBy === viewer.userId;
  return own && (criteria !== 'NONE' || holdsPermission(viewer, 'FORM:CREATE'));
}

/** A form shared with members (/survey/:id) is filled by any signed-in person of the organisation. */
export function canFillForm(
  viewer: PolicyViewer | null,
  form: { audience: string; archivedAt: Date | null; shareExpiresAt: Date | null; createdBy: string | null },
  now: Date = new Date(),
): boolean {
  if (form.archivedAt) return false;
  if (form.shareExpiresAt && form.shareExpiresAt <= now) return false;
  if (form.audience === 'PUBLIC') return true;
  if (!viewer) return false;
  if (form.audience === 'MEMBERS') return true;
  return canEditForm(viewer, form);
}
