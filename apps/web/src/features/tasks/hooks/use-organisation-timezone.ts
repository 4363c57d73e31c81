import { useQuery } from 'urql';
import { OrganisationTimezoneQuery } from '../graphql/organisation-timezone.query.ts';
import { knownTimezone } from '../utils/today-horizon.ts';

/** The organisation's time zone (UTC when unknown); null until it is known. */
export function useOrganisationTimezone(): string | null {
  const [{ data, error }] = useQuery({ query: OrganisationTimezoneQuery, requestPolicy: 'cache-first' });
  if (data) return knownTimezone(data.publicIncubator.timezone);
  return error ? 'UTC' : null;
}
