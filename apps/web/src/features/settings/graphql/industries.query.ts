import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's industries, by name. */
export const IndustriesQuery = graphql(`
  query Industries {
    industries {
      _id
      name
    }
  }
`);

export type Industry = ResultOf<typeof IndustriesQuery>['industries'][number];
