import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { type IncubatorSettings, IncubatorSettingsFragment } from '../graphql/incubator-settings.fragment.ts';
import { IncubatorSettingsQuery } from '../graphql/incubator-settings.query.ts';

/** The organisation's settings; the settings mutations answer with the same fields, so the cache stays current. */
export function useIncubatorSettings() {
  const [{ data, error, fetching }] = useQuery({ query: IncubatorSettingsQuery });
  const incubator: IncubatorSettings | null = data ? readFragment(IncubatorSettingsFragment, data.incubator) : null;
  return { incubator, error, fetching };
}
