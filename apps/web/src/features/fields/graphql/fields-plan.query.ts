import { graphql } from '../../../lib/graphql.ts';

/** The plan features of the organisation, to tell whether its plan includes editing custom fields. */
export const FieldsPlanQuery = graphql(`
  query FieldsPlan {
    incubator {
      id
      planInfo {
        features
      }
    }
  }
`);
