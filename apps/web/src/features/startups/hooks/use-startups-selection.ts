import { useCallback, useMemo, useState } from 'react';
import { selectionScope, togglePage, toggleStartup, withoutStartups } from '../utils/startup-batch.ts';
import type { StartupsList } from './use-startups-list.ts';

/**
 * The startups chosen for a batch action on the management page: kept across pages and sorts, emptied by another
 * search or other filters.
 */
export function useStartupsSelection(list: StartupsList) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const scope = selectionScope(list.state);
  const [selectedScope, setSelectedScope] = useState(scope);
  if (scope !== selectedScope) {
    setSelectedScope(scope);
    setSelected(new Set());
  }
  const pageIds = useMemo(() => list.startups.map((startup) => startup._id), [list.startups]);
  const toggle = useCallback((id: string) => setSelected((current) => toggleStartup(current, id)), []);
  const toggleAll = useCallback(() => setSelected((current) => togglePage(current, pageIds)), [pageIds]);
  /** Lets go of the startups of an ended batch. */
  const release = useCallback((ids: readonly string[]) => setSelected((current) => withoutStartups(current, ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleAll, release, clear };
}

export type StartupsSelection = ReturnType<typeof useStartupsSelection>;
