import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { NotificationRecipientFragment } from './notification-recipient.fragment.ts';

/** A page of the signed-in user's notifications, newest first (0-based pages of 16, spec 01 §7.2). */
export const NotificationsQuery = graphql(
  `
    query Notifications($pageSize: Int, $currentPage: Int) {
      notifications(pageSize: $pageSize, currentPage: $currentPage) {
        notifications {
          ...NotificationRecipientItem
        }
        unreadCount
        meta {
          currentPage
          totalPages
          pageSize
        }
      }
    }
  `,
  [NotificationRecipientFragment],
);

export type NotificationsPage = ResultOf<typeof NotificationsQuery>['notifications'];
