import { useCallback, useMemo, useState } from 'react';
import { toggleOne, togglePage, without } from '../utils/overview-batch.ts';
import { selectionScope } from '../utils/overview-url.ts';
import type { ApplicationsList } from './use-applications-list.ts';

/** The applications chosen for a batch action: kept across pages and sorts, emptied by other filters or search. */
export function useApplicationsSelection(list: ApplicationsList) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const scope = selectionScope(list.state);
  const [selectedScope, setSelectedScope] = useState(scope);
  if (scope !== selectedScope) {
    setSelectedScope(scope);
    setSelected(new Set());
  }
  const pageIds = useMemo(() => list.applications.map((application) => application._id), [list.applications]);
  const toggle = useCallback((id: string) => setSelected((current) => toggleOne(current, id)), []);
  const toggleAll = useCallback(() => setSelected((current) => togglePage(current, pageIds)), [pageIds]);
  const release = useCallback((ids: readonly string[]) => setSelected((current) => without(current, ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, toggleAll, release, clear };
}

export type ApplicationsSelection = ReturnType<typeof useApplicationsSelection>;
