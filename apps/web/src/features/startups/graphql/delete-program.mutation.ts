import { graphql } from '../../../lib/graphql.ts';

/** Deletes a programme; its startups stay in the portfolio. */
export const DeleteProgramMutation = graphql(`
  mutation DeleteProgram($id: ID!) {
    deleteProgram(id: $id)
  }
`);
