import { graphql } from '../../../lib/graphql.ts';

/** Switches one of the organisation's feature flags (the System role only). */
export const SetFeatureFlagMutation = graphql(`
  mutation SetFeatureFlag($name: FeatureFlagName!, $enabled: Boolean!) {
    setFeatureFlag(name: $name, enabled: $enabled) {
      name
      enabled
    }
  }
`);
