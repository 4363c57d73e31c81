import { graphql } from '../../../lib/graphql.ts';

/** What data can be collected from: the startups found by name (the first 100) and the startup programmes. */
export const CollectionTargetsQuery = graphql(`
  query CollectionTargets($search: String) {
    startups(search: $search, pageSize: 100) {
      results {
        _id
        name
      }
    }
    programs(kind: startup) {
      _id
      name
    }
  }
`);
