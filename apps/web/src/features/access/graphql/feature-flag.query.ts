import { graphql } from '../../../lib/graphql.ts';

/** Spec 02 §7 "Feature flag by name". */
export const FeatureFlagQuery = graphql(`
  query FeatureFlag($name: String!) {
    featureFlag(name: $name) {
      name
      enabled
    }
  }
`);
