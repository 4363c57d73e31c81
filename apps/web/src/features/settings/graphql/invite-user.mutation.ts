import { graphql } from '../../../lib/graphql.ts';

/** Invites a user with a role type; the server e-mails them an invitation link. */
export const InviteUserMutation = graphql(`
  mutation InviteUser($email: String!, $firstName: String!, $lastName: String!, $roleType: RoleType!, $language: String) {
    inviteUser(email: $email, firstName: $firstName, lastName: $lastName, roleType: $roleType, language: $language) {
      _id
    }
  }
`);
