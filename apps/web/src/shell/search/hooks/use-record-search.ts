import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from 'urql';
import { type GlobalSearchResults, GlobalSearchQuery } from '../graphql/global-search.query.ts';
import { GLOBAL_SEARCH_DEBOUNCE_MS, GLOBAL_SEARCH_LIMIT, GLOBAL_SEARCH_MIN_LENGTH } from '../utils/record-results.ts';

/**
 * The server's records for the typed text (two characters at least), asked ~250 ms after the last key. `records` belong to the text as typed
 * now (null while the answer for it is pending); `settled` says the text has been answered.
 */
export function useRecordSearch(term: string): { records: GlobalSearchResults | null; settled: boolean } {
  const typed = term.trim();
  const [debounced] = useDebouncedValue(typed, GLOBAL_SEARCH_DEBOUNCE_MS);
  const [{ data, fetching, operation }] = useQuery({
    query: GlobalSearchQuery,
    variables: { term: debounced, limit: GLOBAL_SEARCH_LIMIT },
    pause: debounced.length < GLOBAL_SEARCH_MIN_LENGTH,
  });
  if (typed.length < GLOBAL_SEARCH_MIN_LENGTH) return { records: null, settled: true };
  const answered = debounced === typed && operation?.variables.term === typed && !fetching;
  return { records: answered && data ? data.globalSearch : null, settled: answered };
}
