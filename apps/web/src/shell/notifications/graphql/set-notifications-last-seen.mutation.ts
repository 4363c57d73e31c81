import { graphql } from '../../../lib/graphql.ts';

/** Records when the bell was opened (epoch seconds); answers the unseen count after (spec 01 §7.2). */
export const SetNotificationsLastSeenMutation = graphql(`
  mutation SetNotificationsLastSeen($timestamp: Int!) {
    setNotificationsLastSeen(timestamp: $timestamp)
  }
`);
