import { graphql } from '../../../lib/graphql.ts';
import { OrganisationSummaryFragment } from './organisation-summary.fragment.ts';

/** Replaces an organisation's plan: its licensed-user limit and its features (platform operators). */
export const UpdatePlanMutation = graphql(
  `
    mutation UpdatePlan($incubatorId: ID!, $employeeCountLimit: Int!, $features: [PlanFeatureName!]!) {
      updatePlan(incubatorId: $incubatorId, employeeCountLimit: $employeeCountLimit, features: $features) {
        ...OrganisationSummaryFields
      }
    }
  `,
  [OrganisationSummaryFragment],
);
