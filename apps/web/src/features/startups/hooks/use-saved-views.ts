import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { SavedViewsQuery } from '../graphql/saved-views.query.ts';
import { parseSavedViewFilters, type SavedViewFilters } from '../utils/saved-views.ts';

/** A saved view as the server sends it (its filters not yet read). */
export type RawSavedView = Omit<SavedView, 'filters'> & { filters: unknown };

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
  // A view just saved shows at once, before (and whatever) the list fetched again says.
  const [created, setCreated] = useState<RawSavedView | null>(null);
  const refresh = useCallback(
    (saved?: RawSavedView) => {
      if (saved) setCreated(saved);
      reexecute({ requestPolicy: 'network-only' });
    },
    [reexecute],
  );
  const views = useMemo<SavedView[]>(() => {
    const listed = data?.savedViews ?? [];
    const all = created && !listed.some((view) => view._id === created._id) ? [created, ...listed] : listed;
    return all.map((view) => ({ ...view, filters: parseSavedViewFilters(view.filters) }));
  }, [data, created]);
  return {
    views,
    mine: views.filter((view) => view.mine),
    shared: views.filter((view) => !view.mine),
    loaded: data !== undefined,
    error: data ? undefined : error,
    refresh,
  };
}
