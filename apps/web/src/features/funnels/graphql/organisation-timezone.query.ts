import { graphql } from '../../../lib/graphql.ts';

/** The organisation's time zone, in which a call's dates are shown and chosen. */
export const FunnelTimezoneQuery = graphql(`
  query FunnelTimezone {
    publicIncubator {
      id
      _id
      timezone
    }
  }
`);
