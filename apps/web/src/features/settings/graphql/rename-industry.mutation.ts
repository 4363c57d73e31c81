import { graphql } from '../../../lib/graphql.ts';

/** Renames an industry; a name already taken is refused with a ValidationError. */
export const RenameIndustryMutation = graphql(`
  mutation RenameIndustry($industryId: ID!, $name: String!) {
    renameIndustry(industryId: $industryId, name: $name) {
      _id
      name
    }
  }
`);
