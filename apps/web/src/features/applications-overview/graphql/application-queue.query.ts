import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The queue bar: how many applications of the chosen funnels are in each status and each round. */
export const ApplicationQueueQuery = graphql(`
  query ApplicationQueue($filter: ApplicationQueueFilterInput) {
    applicationQueue(filter: $filter) {
      total
      statuses {
        status
        count
      }
      rounds {
        roundId
        name
        funnelId
        position
        count
      }
    }
  }
`);

export type ApplicationQueueData = ResultOf<typeof ApplicationQueueQuery>['applicationQueue'];
