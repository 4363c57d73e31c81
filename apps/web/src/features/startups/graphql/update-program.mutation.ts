import { graphql } from '../../../lib/graphql.ts';
import { ProgramFieldsFragment } from './program-fields.fragment.ts';

/** Changes a programme (its admins and the admin group). */
export const UpdateProgramMutation = graphql(
  `
  mutation UpdateProgram($id: ID!, $input: ProgramInput!) {
    updateProgram(id: $id, input: $input) {
      ...ProgramFields
    }
  }
`,
  [ProgramFieldsFragment],
);
