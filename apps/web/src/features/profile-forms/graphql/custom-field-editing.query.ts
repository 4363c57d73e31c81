import { graphql } from '../../../lib/graphql.ts';

/** The plan features of the organisation: the builder edits only with CUSTOM_FIELD_EDITING. */
export const CustomFieldEditingQuery = graphql(`
  query CustomFieldEditing {
    incubator {
      id
      planInfo {
        features
      }
    }
  }
`);
