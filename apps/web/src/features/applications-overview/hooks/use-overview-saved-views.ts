import type { ApplicationViewFilters } from '@cohort/shared';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { OverviewSavedViewsQuery } from '../graphql/overview-saved-views.query.ts';
import { parseSavedViewFilters } from '../utils/overview-url.ts';

export interface OverviewSavedView {
  _id: string;
  name: string;
  filters: ApplicationViewFilters;
  shared: boolean;
  mine: boolean;
  canDelete: boolean;
}

/** The saved views of the overview (the viewer's, then the team's); nothing is asked while `enabled` is false. */
export function useOverviewSavedViews(enabled: boolean) {
  const [{ data, error }, reexecute] = useQuery({
    query: OverviewSavedViewsQuery,
    pause: !enabled,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const views = useMemo<OverviewSavedView[]>(
    () => (data?.savedViews ?? []).map((view) => ({ ...view, filters: parseSavedViewFilters(view.filters) })),
    [data],
  );
  return {
    views,
    mine: views.filter((view) => view.mine),
    shared: views.filter((view) => !view.mine),
    loaded: data !== undefined,
    error: data ? undefined : error,
    refresh,
  };
}
