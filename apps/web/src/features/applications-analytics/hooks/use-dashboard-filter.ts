import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DashboardFilterState, filterFromParams, paramsFromFilter } from '../utils/dashboard.ts';

/** The dashboard's funnel and days, kept in the address so that a view can be shared and reloaded. */
export function useDashboardFilter(): [DashboardFilterState, (next: Partial<DashboardFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const update = useCallback(
    (next: Partial<DashboardFilterState>) => setParams(paramsFromFilter({ ...filter, ...next }), { replace: true }),
    [filter, setParams],
  );
  return [filter, update];
}
