import { graphql } from '../../../lib/graphql.ts';

/** How many notifications arrived since the bell was last opened, and when that was (spec 01 §7.2). */
export const UnseenNotificationsQuery = graphql(`
  query UnseedNotifications {
    unseenNotifications {
      count
      lastSeenTimestamp
    }
  }
`);
