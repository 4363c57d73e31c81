import { graphql } from '../../../lib/graphql.ts';

/** The name of one of a startup's people, for the people select of the startup form. */
export const StartupPersonNameQuery = graphql(`
  query StartupPersonName($id: ID!) {
    user(id: $id) {
      _id
      fullName
    }
  }
`);
