import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What /leads/transfer/:id shows: the call and the startup of a lead. */
export const ApplicationLeadQuery = graphql(`
  query ApplicationLead($token: String!) {
    applicationLead(token: $token) {
      firstName
      lastName
      email
      startupName
      claimed
      call {
        name
        slug
        closesAt
        isOpen
      }
    }
  }
`);
export type ApplicationLeadInvitation = ResultOf<typeof ApplicationLeadQuery>['applicationLead'];

export const ClaimApplicationLeadMutation = graphql(`
  mutation ClaimApplicationLead($token: String!) {
    claimApplicationLead(token: $token) {
      _id
      status
    }
  }
`);

/** The create menu's Application Lead (staff). */
export const CreateApplicationLeadMutation = graphql(`
  mutation CreateApplicationLead(
    $funnelId: ID!
    $email: String!
    $firstName: String!
    $lastName: String!
    $startupName: String!
  ) {
    createApplicationLead(
      funnelId: $funnelId
      email: $email
      firstName: $firstName
      lastName: $lastName
      startupName: $startupName
    ) {
      _id
      status
      isLead
    }
  }
`);
