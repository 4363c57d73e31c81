import { graphql } from '../../../lib/graphql.ts';

/** Deletes an industry. */
export const DeleteIndustryMutation = graphql(`
  mutation DeleteIndustry($industryId: ID!) {
    deleteIndustry(industryId: $industryId)
  }
`);
