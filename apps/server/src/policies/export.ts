import type { PolicyViewer } from './viewer.ts';
import { managesStartups } from './viewer.ts';
import { canExportApplications } from './application.ts';

/**
 * Exports are for the programme team (startup managers: admins, sub-admins, staff, coaches) and System: lists of
 * e-mail addresses are not for the external network (docs/decisions.md). The job asks again when it runs, so a
 * creator whose role changed meanwhile gets no file.
 */
export function canCreateExports(viewer: Pick<PolicyViewer, 'roleType'>): boolean {
  return managesStartups(viewer);
}

/** An export's list entry, its live progress and its file are its creator's only (others hear "not found"). */
export function canSeeExport(viewer: Pick<PolicyViewer, 'userId'>, job: { createdBy: string }): boolean {
  return job.createdBy === viewer.userId;
}

/**
 * Who may ask for an export of a kind: applications (APPLICATIONS, APPLICATION_PDFS) by
 * APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW (`canExportApplications`), every other kind by `canCreateExports`.
 */
export function canCreateExportOf(viewer: PolicyViewer, kind: string): boolean {
  return kind === 'APPLICATIONS' || kind === 'APPLICATION_PDFS'
    ? canExportApplications(viewer)
    : canCreateExports(viewer);
}
