import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type CustomFieldEntityKind, parseEntityKind } from '../utils/entity-kinds.ts';

/** The kind of profile the page shows, kept in the address (`?kind=startup`), and the way to change it. */
export function useEntityKind(): [CustomFieldEntityKind, (kind: CustomFieldEntityKind) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = parseEntityKind(searchParams.get('kind'));
  const setKind = useCallback(
    (next: CustomFieldEntityKind) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('kind', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [kind, setKind];
}
