import { graphql } from '../../../lib/graphql.ts';

/** Sends the e-mail confirmation link again (spec 01 §4 Unconfirmed account). */
export const ResendConfirmationEmailMutation = graphql(`
  mutation ResendConfirmationEmail {
    resendConfirmationEmail
  }
`);
