import { graphql } from '../../../lib/graphql.ts';

/** Where Contact Us leads (spec 01 §2.5): the organisation's support mailbox when it applies, else a public page. */
export const SupportContactQuery = graphql(`
  query SupportContact {
    supportContact {
      email
      url
    }
  }
`);
