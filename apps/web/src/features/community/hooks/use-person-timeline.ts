import { useCallback, useEffect, useState } from 'react';
import { type CombinedError, useClient } from 'urql';
import { type PersonTimelineItem, PersonTimelineQuery } from '../graphql/person-timeline.query.ts';

interface TimelineState {
  items: PersonTimelineItem[];
  next: string | null;
  loading: boolean;
  error: CombinedError | null;
}

/** The pages of a person's timeline, newest first; `loadMore` appends the next page. */
export function usePersonTimeline(userId: string) {
  const client = useClient();
  const [state, setState] = useState<TimelineState>({ items: [], next: null, loading: true, error: null });

  const load = useCallback(
    async (cursor: string | null) => {
      setState((current) => ({ ...current, loading: true, error: null }));
      const result = await client
        .query(PersonTimelineQuery, { userId, cursor }, { requestPolicy: 'network-only' })
        .toPromise();
      const page = result.data?.personTimeline;
      setState((current) =>
        page
          ? {
              items: cursor ? [...current.items, ...page.results] : page.results,
              next: page.next,
              loading: false,
              error: null,
            }
          : { ...current, loading: false, error: result.error ?? null },
      );
    },
    [client, userId],
  );

  useEffect(() => {
    setState({ items: [], next: null, loading: true, error: null });
    void load(null);
  }, [load]);

  return {
    ...state,
    loadMore: () => (state.next ? load(state.next) : Promise.resolve()),
    retry: () => load(null),
  };
}
