import { graphql } from '../../../lib/graphql.ts';

/** Deletes an incubator plan; milestones already given to startups stay. */
export const DeleteMilestoneTemplateMutation = graphql(`
  mutation DeleteMilestoneTemplate($id: ID!) {
    deleteMilestoneTemplate(id: $id)
  }
`);
