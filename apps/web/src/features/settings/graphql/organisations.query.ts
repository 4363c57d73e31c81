import { graphql } from '../../../lib/graphql.ts';
import { OrganisationSummaryFragment } from './organisation-summary.fragment.ts';

/** Every organisation of the platform (platform operators of the platform organisation only). */
export const OrganisationsQuery = graphql(
  `
    query Organisations {
      organisations {
        ...OrganisationSummaryFields
      }
    }
  `,
  [OrganisationSummaryFragment],
);
