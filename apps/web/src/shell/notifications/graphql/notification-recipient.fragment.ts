import { graphql } from '../../../lib/graphql.ts';

/** What the bell shows of a notification (spec 01 §3 notification recipient). */
export const NotificationRecipientFragment = graphql(`
  fragment NotificationRecipientItem on NotificationRecipient {
    _id
    isRead
    message
    createdAt
    notification {
      _id
      url
      message
      notificationType
      iconGroup
      note {
        id
        content
      }
      parentNote {
        id
        content
      }
      sender {
        _id
        firstName
        lastName
        fullName
        avatar
      }
    }
  }
`);
