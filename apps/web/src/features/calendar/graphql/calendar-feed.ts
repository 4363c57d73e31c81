import { graphql } from '../../../lib/graphql.ts';

/** Whether the viewer has a private calendar feed (its address is never read back). */
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      createdAt
      readAt
    }
  }
`);

/** Makes the viewer's feed, replacing the old address; the answer holds the new address, once. */
export const ResetCalendarFeedMutation = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed {
      createdAt
      readAt
      url
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
