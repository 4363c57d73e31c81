import { graphql } from '../../../lib/graphql.ts';
import { OrganisationSummaryFragment } from './organisation-summary.fragment.ts';

/** Suspends or restores an organisation; a suspended one answers like an unknown one (platform operators). */
export const SetOrganisationSuspendedMutation = graphql(
  `
    mutation SetOrganisationSuspended($incubatorId: ID!, $suspended: Boolean!) {
      setOrganisationSuspended(incubatorId: $incubatorId, suspended: $suspended) {
        ...OrganisationSummaryFields
      }
    }
  `,
  [OrganisationSummaryFragment],
);
