import { graphql } from '../../../lib/graphql.ts';
import { OrganisationSummaryFragment } from './organisation-summary.fragment.ts';

/** Creates an organisation and invites its first admin by e-mail (platform operators). */
export const CreateOrganisationMutation = graphql(
  `
    mutation CreateOrganisation(
      $slug: String!
      $name: String!
      $adminEmail: String!
      $adminFirstName: String
      $adminLastName: String
    ) {
      createOrganisation(
        slug: $slug
        name: $name
        adminEmail: $adminEmail
        adminFirstName: $adminFirstName
        adminLastName: $adminLastName
      ) {
        ...OrganisationSummaryFields
      }
    }
  `,
  [OrganisationSummaryFragment],
);
