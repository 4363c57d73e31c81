import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An organisation of the platform as its operators see it. */
export const OrganisationSummaryFragment = graphql(`
  fragment OrganisationSummaryFields on OrganisationSummary {
    id
    slug
    name
    createdAt
    suspended
    employeeCountLimit
    features
  }
`);

export type OrganisationSummary = ResultOf<typeof OrganisationSummaryFragment>;
