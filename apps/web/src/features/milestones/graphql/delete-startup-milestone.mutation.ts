import { graphql } from '../../../lib/graphql.ts';

/** Deletes a milestone of a startup (STARTUP_MILESTONE:EDIT). */
export const DeleteStartupMilestoneMutation = graphql(`
  mutation DeleteStartupMilestone($id: ID!) {
    deleteStartupMilestone(id: $id)
  }
`);
