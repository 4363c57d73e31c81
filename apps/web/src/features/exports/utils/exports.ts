import type { ExportFilter } from '../graphql/create-export.mutation.ts';
import type { ExportStatus } from '../graphql/export-job-fields.fragment.ts';

export { EXPORTS_PATH } from './exports-path.ts';

/** While an export runs, the history asks the server again this often, in case a live event was missed. */
export const EXPORTS_POLL_MS = 3_000;

const FINISHED: ReadonlySet<ExportStatus> = new Set(['COMPLETED', 'FAILED', 'ERROR']);

/** COMPLETED, FAILED and ERROR are final; QUEUED and IN_PROGRESS still change. */
export function isFinished(status: ExportStatus): boolean {
  return FINISHED.has(status);
}

export function hasRunningExports(jobs: readonly { status: ExportStatus }[]): boolean {
  return jobs.some((job) => !isFinished(job.status));
}

export const STATUS_COLORS: Record<ExportStatus, string> = {
  QUEUED: 'gray',
  IN_PROGRESS: 'blue',
  COMPLETED: 'green',
  FAILED: 'orange',
  ERROR: 'red',
};

/** A filter with its empty parts left out; null when nothing narrows the export. */
export function exportFilter(filter: {
  search?: string | null;
  programIds?: readonly string[] | null;
  industryIds?: readonly string[] | null;
  tagIds?: readonly string[] | null;
}): ExportFilter | null {
  const result: ExportFilter = {};
  const search = filter.search?.trim();
  if (search) result.search = search;
  if (filter.programIds?.length) result.programIds = [...filter.programIds];
  if (filter.industryIds?.length) result.industryIds = [...filter.industryIds];
  if (filter.tagIds?.length) result.tagIds = [...filter.tagIds];
  return Object.keys(result).length > 0 ? result : null;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first), or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1];
  return plain?.trim() || fallback;
}

/** The progress a bar shows: completed exports are full, others within 0..100. */
export function progressValue(job: { status: ExportStatus; progress: number }): number {
  if (job.status === 'COMPLETED') return 100;
  return Math.max(0, Math.min(100, job.progress));
}
