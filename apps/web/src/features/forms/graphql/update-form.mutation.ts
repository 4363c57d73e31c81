import { graphql } from '../../../lib/graphql.ts';
import { FormVersionFieldsFragment } from './form.query.ts';

/** Saves a form; with answers and changed questions the answer is a new version, with another _id. */
export const UpdateFormMutation = graphql(
  `
  mutation UpdateForm($id: ID!, $input: FormInput!) {
    updateForm(id: $id, input: $input) {
      ...FormVersionFields
    }
  }
`,
  [FormVersionFieldsFragment],
);
