import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { type ExportJob, ExportJobFieldsFragment } from '../graphql/export-job-fields.fragment.ts';
import { ExportJobUpdatedSubscription } from '../graphql/export-job-updated.subscription.ts';
import { ExportJobsQuery } from '../graphql/export-jobs.query.ts';
import { EXPORTS_POLL_MS, hasRunningExports } from '../utils/exports.ts';

/**
 * The viewer's exports, kept live: each event of exportJobUpdated updates its job in the cache (status, progress),
 * an event of a job the list does not hold yet reloads the list, and while an export runs the list is asked again
 * now and then, since events sent before the subscription started are not replayed.
 */
export function useExportJobs() {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ExportJobsQuery,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const jobs = useMemo<ExportJob[]>(
    () => (data?.exportJobs ?? []).map((job) => readFragment(ExportJobFieldsFragment, job)),
    [data],
  );

  const [{ data: live }] = useSubscription({ query: ExportJobUpdatedSubscription });
  const liveId = live ? readFragment(ExportJobFieldsFragment, live.exportJobUpdated)._id : null;
  const known = liveId === null || jobs.some((job) => job._id === liveId);
  useEffect(() => {
    if (!known) refresh();
  }, [known, refresh]);

  const running = hasRunningExports(jobs);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refresh, EXPORTS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  return { jobs, error, fetching, loaded: data !== undefined, refresh };
}
