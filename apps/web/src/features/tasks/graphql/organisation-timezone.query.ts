import { graphql } from '../../../lib/graphql.ts';

/** The organisation's time zone, in which due dates are the end of a day (spec 01 §5). */
export const OrganisationTimezoneQuery = graphql(`
  query OrganisationTimezone {
    publicIncubator {
      id
      _id
      timezone
    }
  }
`);
