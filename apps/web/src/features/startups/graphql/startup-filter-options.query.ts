import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * What a startup can be filtered by and linked to: the programmes of startups (programmes of people take no startups),
 * industries and startup tags of the organisation.
 */
export const StartupFilterOptionsQuery = graphql(`
  query StartupFilterOptions {
    programs(kind: startup) {
      _id
      name
    }
    industries {
      _id
      name
    }
    tags(kind: startup) {
      _id
      name
      color
    }
  }
`);

export type StartupFilterOptions = ResultOf<typeof StartupFilterOptionsQuery>;
