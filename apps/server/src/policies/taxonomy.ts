import { isAuthorized } from '@cohort/shared';
import { isSystem, type PolicyViewer } from './viewer.ts';

/** Startup, user and application tags are the programme's own labels: TAGS:{KIND}:VIEW, or the taxonomy editors. */
const TAG_VIEW_KEYS: Partial<Record<string, string>> = {
  startup: 'TAGS:STARTUP:VIEW',
  user: 'TAGS:USER:VIEW',
  application: 'TAGS:APPLICATION:VIEW',
};

/** Whether the viewer sees the tags of a kind of the taxonomy (other kinds are open to everyone). */
export function canSeeTagsOfKind(viewer: PolicyViewer, kind: string): boolean {
  const key = TAG_VIEW_KEYS[kind];
  if (!key || isSystem(viewer)) return true;
  return isAuthorized(viewer, key) || isAuthorized(viewer, 'TAGS_EDITOR:VIEW');
}

/** Adding tags (TAGS_EDITOR:CREATE) or changing and deleting them (TAGS_EDITOR:EDIT); System always. */
export function canEditTaxonomy(viewer: PolicyViewer, key: 'TAGS_EDITOR:CREATE' | 'TAGS_EDITOR:EDIT'): boolean {
  return isSystem(viewer) || isAuthorized(viewer, key);
}
