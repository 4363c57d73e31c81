import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { MentorsQuery } from '../graphql/mentors.query.ts';
import { mentorsQueryVariables } from '../utils/mentors.ts';
import { useSearchPage } from './use-search-page.ts';

/** A page of mentors and experts, for the search and page in the address (as the assignations list). */
export function useMentors() {
  const page = useSearchPage();
  const variables = useMemo(() => mentorsQueryVariables(page.state), [page.state]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MentorsQuery,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    ...page,
    rows: data?.mentors.results ?? [],
    totalCount: data?.mentors.totalCount ?? 0,
    loaded: data !== undefined,
    error,
    fetching,
    refresh,
  };
}

export type MentorsList = ReturnType<typeof useMentors>;
