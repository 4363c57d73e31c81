import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A page of the organisation's outbox, newest first (admins only; others get a ForbiddenError). */
export const EmailMessagesQuery = graphql(`
  query EmailMessages($page: Int!, $pageSize: Int!) {
    emailMessages(page: $page, pageSize: $pageSize) {
      results {
        _id
        template
        subject
        emailContent
        text
        recipients
        status
        isDelivered
        error
        createdAt
        sentAt
      }
      totalCount
      page
      pageSize
    }
  }
`);

export type EmailMessage = ResultOf<typeof EmailMessagesQuery>['emailMessages']['results'][number];
