import { graphql } from '../../../lib/graphql.ts';
import { StartupFieldsFragment } from './startup-fields.fragment.ts';

/** Adds a startup to the portfolio (accelerator and incubator staff). */
export const CreateStartupMutation = graphql(
  `
  mutation CreateStartup($input: StartupInput!) {
    createStartup(input: $input) {
      ...StartupFields
    }
  }
`,
  [StartupFieldsFragment],
);
