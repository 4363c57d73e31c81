import { graphql } from '../../../lib/graphql.ts';
import { ProgramFieldsFragment } from './program-fields.fragment.ts';

/** Creates a programme; its creator becomes its admin (PROGRAM:CREATE). */
export const CreateProgramMutation = graphql(
  `
  mutation CreateProgram($input: ProgramInput!) {
    createProgram(input: $input) {
      ...ProgramFields
    }
  }
`,
  [ProgramFieldsFragment],
);
