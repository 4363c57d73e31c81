import { graphql } from '../../../lib/graphql.ts';
import { ApplicationCommentFragment } from './application-activities.query.ts';

/** A comment or a reply on an application; the server sanitizes the message and answers the thread. */
export const CreateApplicationCommentMutation = graphql(
  `
  mutation CreateApplicationComment($input: ApplicationCommentInput!) {
    createApplicationComment(input: $input) {
      ...ApplicationComment
    }
  }
`,
  [ApplicationCommentFragment],
);
