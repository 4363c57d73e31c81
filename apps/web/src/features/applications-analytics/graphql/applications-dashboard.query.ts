import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

/** The applications dashboard: counts per status, round and day, conversion, time in each round, choice answers. */
export const ApplicationsDashboardQuery = graphql(`
  query ApplicationsDashboard($filter: ApplicationsDashboardFilter) {
    applicationsDashboard(filter: $filter) {
      funnel {
        _id
        name
      }
      funnels {
        _id
        name
        archived
      }
      timezone
      from
      to
      total
      submitted
      pending
      decided
      accepted
      byStatus {
        status
        count
      }
      byStage {
        roundId
        name
        kind
        count
      }
      days {
        day
        created
        submitted
      }
      conversion {
        step
        roundId
        name
        count
      }
      timeInStage {
        roundId
        name
        kind
        applications
        medianSeconds
        averageSeconds
      }
      questions {
        questionId
        label
        type
        answered
        current
        options {
          value
          label
          count
        }
      }
    }
  }
`);

export type ApplicationsDashboard = ResultOf<typeof ApplicationsDashboardQuery>['applicationsDashboard'];
export type ApplicationsDashboardFilter = NonNullable<VariablesOf<typeof ApplicationsDashboardQuery>['filter']>;
export type DashboardStage = ApplicationsDashboard['byStage'][number];
export type DashboardQuestion = ApplicationsDashboard['questions'][number];
