import { graphql } from '../../../lib/graphql.ts';

/** A startup's engagement, week by week (Monday to Sunday, UTC), for its file's analytics tab. */
export const StartupEngagementQuery = graphql(`
  query StartupEngagement($startupId: ID!, $weeks: Int!) {
    startupEngagement(startupId: $startupId, weeks: $weeks) {
      weeks {
        weekStart
        posts
        replies
        tasksDone
        logins
      }
      totals {
        posts
        replies
        tasksDone
        logins
      }
    }
  }
`);
