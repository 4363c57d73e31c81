import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's key counts for the staff's home page; null for other users. */
export const HomeSummaryQuery = graphql(`
  query HomeSummary {
    homeSummary {
      people
      licensedUsers
      pendingInvitations
      openTasks
      overdueTasks
      startups
    }
  }
`);

export type HomeSummary = NonNullable<ResultOf<typeof HomeSummaryQuery>['homeSummary']>;
