import { isAuthorized } from '@cohort/shared';
import type { PolicyViewer } from './viewer.ts';

/** EVENT:EDIT (creators with OWN) edits an event of the organisation. */
export function canEditEvent(viewer: PolicyViewer, event: { createdBy: string | null }): boolean {
  return isAuthorized(viewer, 'EVENT:EDIT', { creatorId: event.createdBy ?? undefined });
}
