import { useQuery } from 'urql';
import { FunnelTimezoneQuery } from '../graphql/organisation-timezone.query.ts';
import { knownZone } from '../utils/zoned-time.ts';

/** The organisation's time zone (UTC when unknown or while it loads). */
export function useFunnelTimezone(): string {
  const [{ data }] = useQuery({ query: FunnelTimezoneQuery, requestPolicy: 'cache-first' });
  return knownZone(data?.publicIncubator.timezone);
}
