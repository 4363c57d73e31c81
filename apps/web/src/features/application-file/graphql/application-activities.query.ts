import { graphql, type ResultOf } from '../../../lib/graphql.ts';

const CommentFields = graphql(`
  fragment ApplicationCommentFields on ApplicationComment @_unmask {
    _id
    message
    isPublic
    parentId
    canDelete
    createdAt
    author {
      _id
      firstName
      lastName
      fullName
      avatar
    }
    attachments {
      _id
      name
      size
      url
      userCanDownload
    }
  }
`);

/** A comment with its replies. */
export const ApplicationCommentFragment = graphql(
  `
  fragment ApplicationComment on ApplicationComment @_unmask {
    ...ApplicationCommentFields
    replies {
      ...ApplicationCommentFields
    }
  }
`,
  [CommentFields],
);

/** A page of an application's activities: comments and status changes, newest first. */
export const ApplicationActivitiesQuery = graphql(
  `
  query ApplicationActivities($applicationId: ID!, $cursor: String) {
    applicationActivities(applicationId: $applicationId, cursor: $cursor) {
      next
      results {
        __typename
        ... on ApplicationComment {
          ...ApplicationComment
        }
        ... on ApplicationStatusChange {
          _id
          fromStatus
          toStatus
          fromRound
          toRound
          createdAt
          actor {
            _id
            firstName
            lastName
            fullName
            avatar
          }
        }
      }
    }
  }
`,
  [ApplicationCommentFragment],
);

export type ApplicationCommentData = ResultOf<typeof ApplicationCommentFragment>;
export type ApplicationActivityData = ResultOf<
  typeof ApplicationActivitiesQuery
>['applicationActivities']['results'][number];
export type ApplicationStatusChangeData = Extract<ApplicationActivityData, { __typename: 'ApplicationStatusChange' }>;
