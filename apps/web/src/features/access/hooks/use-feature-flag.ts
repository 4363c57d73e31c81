import { useQuery } from 'urql';
import { FeatureFlagQuery } from '../graphql/feature-flag.query.ts';

/**
 * Whether a feature flag of the organisation is on: true or false, null while it loads. A flag that cannot be read
 * counts as off, as the feature guard treats it.
 */
export function useFeatureFlag(flag: string): boolean | null {
  const [{ data, error }] = useQuery({ query: FeatureFlagQuery, variables: { name: flag } });
  if (data) return data.featureFlag.enabled;
  return error ? false : null;
}
