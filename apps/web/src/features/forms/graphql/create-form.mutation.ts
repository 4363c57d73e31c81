import { graphql } from '../../../lib/graphql.ts';

export const CreateFormMutation = graphql(`
  mutation CreateForm($input: FormInput!) {
    createForm(input: $input) {
      _id
      baseId
    }
  }
`);
