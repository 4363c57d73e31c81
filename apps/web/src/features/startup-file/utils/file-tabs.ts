/**
 * The tabs of a startup file built so far (spec 02 §2 Startup file: activities is the default); hidden-fields is
 * offered to startup managers only, assessment (flag assessment) to programme staff who may read evaluation rounds.
 * analytics is the startup's metrics over time (issue 17), engagement-analytics its engagement (issue 6).
 */
export const FILE_TABS = [
  'activities',
  'tasks',
  'milestones',
  'documents',
  'assessment',
  'company',
  'applications',
  'analytics',
  'custom-fields',
  'hidden-fields',
  'engagement-analytics',
] as const;
export type FileTab = (typeof FILE_TABS)[number];
export const DEFAULT_FILE_TAB: FileTab = 'activities';

export function isFileTab(value: unknown): value is FileTab {
  return typeof value === 'string' && (FILE_TABS as readonly string[]).includes(value);
}

/** /startup/{id}/file/{tab}. */
export function startupFilePath(startupId: string, tab: FileTab = DEFAULT_FILE_TAB): string {
  return `/startup/${encodeURIComponent(startupId)}/file/${tab}`;
}

/** The tab a path of a startup file shows: its last segment, the default tab otherwise. */
export function fileTabOf(pathname: string): FileTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return isFileTab(last) ? last : DEFAULT_FILE_TAB;
}

/** /startup and /startup/file: a cofounder's own file is the first of their startups; null when they have none. */
export function ownStartupFilePath(startups: readonly { _id: string }[]): string | null {
  const first = startups[0];
  return first ? startupFilePath(first._id) : null;
}
