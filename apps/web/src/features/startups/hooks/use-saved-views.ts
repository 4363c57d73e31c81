import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { SavedViewsQuery } from '../graphql/saved-views.query.ts';
import { parseSavedViewFilters, type SavedViewFilters } from '../utils/saved-views.ts';

export interface SavedView {
  _id: string;
  name: string;
  filters: SavedViewFilters;
  shared: boolean;
  mine: boolean;
  canDelete: boolean;
}

/**
 * The saved views of the portfolio (the viewer's own, then the ones the team shared), their filters read safely;
 * nothing is asked while `enabled` is false (the savedViewsStartups flag is off or loading).
 */
export function useSavedViews(enabled: boolean) {
  const [{ data, error }, reexecute] = useQuery({
    query: SavedViewsQuery,
    pause: !enabled,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const views = useMemo<SavedView[]>(
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
