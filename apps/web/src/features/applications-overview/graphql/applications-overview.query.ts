import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What the overview needs besides its list: the funnels within reach and what the viewer may do there. */
export const ApplicationsOverviewQuery = graphql(`
  query ApplicationsOverview {
    applicationsOverview {
      canFilter
      canSeeQueueBar
      batchActions
      funnels {
        _id
        name
        anonymous
        archived
        rounds {
          _id
          name
          kind
          position
        }
        choiceQuestions {
          id
          label
          options {
            value
            label
          }
        }
      }
    }
    tags(kind: application) {
      _id
      name
      color
    }
  }
`);

export type ApplicationsOverviewData = ResultOf<typeof ApplicationsOverviewQuery>;
export type OverviewFunnel = ApplicationsOverviewData['applicationsOverview']['funnels'][number];
