import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * The rounds an application can be moved to (the funnels within the viewer's reach, as the applications overview
 * lists them) and the batch actions the viewer may start: "Move to round…" needs MOVE_TO_ROUND.
 */
export const MoveTargetRoundsQuery = graphql(`
  query MoveTargetRounds {
    applicationsOverview {
      batchActions
      funnels {
        _id
        name
        rounds {
          _id
          name
          kind
          position
        }
      }
    }
  }
`);

export type MoveTargetFunnel = ResultOf<typeof MoveTargetRoundsQuery>['applicationsOverview']['funnels'][number];
