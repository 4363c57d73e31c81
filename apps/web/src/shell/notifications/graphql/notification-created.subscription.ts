import { graphql } from '../../../lib/graphql.ts';
import { NotificationRecipientFragment } from './notification-recipient.fragment.ts';

/** Each new notification of the signed-in user, live (spec 01 §4). */
export const NotificationCreatedSubscription = graphql(
  `
    subscription NotificationCreated {
      notificationCreated {
        ...NotificationRecipientItem
      }
    }
  `,
  [NotificationRecipientFragment],
);
