import { graphql } from '../../../lib/graphql.ts';
import { StartupFieldsFragment } from './startup-fields.fragment.ts';

/** Changes a startup: its fields, industries, tags, programmes and people. */
export const UpdateStartupMutation = graphql(
  `
  mutation UpdateStartup($id: ID!, $input: StartupInput!) {
    updateStartup(id: $id, input: $input) {
      ...StartupFields
    }
  }
`,
  [StartupFieldsFragment],
);
