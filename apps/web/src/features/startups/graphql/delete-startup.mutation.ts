import { graphql } from '../../../lib/graphql.ts';

/** Deletes a startup (STARTUP:DELETE). */
export const DeleteStartupMutation = graphql(`
  mutation DeleteStartup($id: ID!) {
    deleteStartup(id: $id)
  }
`);
