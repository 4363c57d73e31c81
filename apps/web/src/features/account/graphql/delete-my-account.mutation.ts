import { graphql } from '../../../lib/graphql.ts';

/** Deletes the signed-in account after checking the password (when the organisation allows it). */
export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);
