import { graphql } from '../../../lib/graphql.ts';

/** What the list shows of a form (its current version) and what its row actions need. */
export const FormListFieldsFragment = graphql(`
  fragment FormListFields on Form {
    _id
    baseId
    version
    kind
    title
    tags
    answerCount
    questionCount
    shareId
    audience
    shareExpiresAt
    archivedAt
    updatedAt
    canEdit
    canDelete
    creator {
      _id
      firstName
      lastName
      fullName
      avatar
    }
  }
`);
