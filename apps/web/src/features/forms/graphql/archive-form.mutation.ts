import { graphql } from '../../../lib/graphql.ts';

export const ArchiveFormMutation = graphql(`
  mutation ArchiveForm($id: ID!, $archived: Boolean!) {
    archiveForm(id: $id, archived: $archived) {
      _id
      archivedAt
      updatedAt
    }
  }
`);
