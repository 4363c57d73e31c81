import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's programmes a funnel can feed, by name. */
export const FunnelProgramsQuery = graphql(`
  query FunnelPrograms {
    programs {
      _id
      name
    }
  }
`);

export type FunnelProgramOption = ResultOf<typeof FunnelProgramsQuery>['programs'][number];
