import { graphql } from '../../../lib/graphql.ts';

/** Imports the startups of a CSV; with rows in error only when skipInvalid confirms importing the valid rows alone. */
export const ImportStartupsMutation = graphql(`
  mutation ImportStartups($csv: String!, $skipInvalid: Boolean) {
    importStartups(csv: $csv, skipInvalid: $skipInvalid) {
      imported
      skipped
    }
  }
`);
