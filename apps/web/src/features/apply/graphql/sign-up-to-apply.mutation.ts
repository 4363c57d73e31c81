import { graphql } from '../../../lib/graphql.ts';

/** /application/new: an applicant account, the draft (or the claimed lead), and the session to keep. */
export const SignUpToApplyMutation = graphql(`
  mutation SignUpToApply(
    $call: String
    $leadToken: String
    $email: String!
    $password: String!
    $firstName: String!
    $lastName: String!
    $startupName: String!
    $language: String
  ) {
    signUpToApply(
      call: $call
      leadToken: $leadToken
      email: $email
      password: $password
      firstName: $firstName
      lastName: $lastName
      startupName: $startupName
      language: $language
    ) {
      token
      sessionId
      applicationId
    }
  }
`);
