import { graphql } from '../../../lib/graphql.ts';
import { StartupFieldsFragment } from './startup-fields.fragment.ts';

/** The startups of a programme the viewer may see (the server limits them by role), by name, up to 100. */
export const ProgramStartupsQuery = graphql(
  `
  query ProgramStartups($programIds: [ID!]) {
    startups(programIds: $programIds, pageSize: 100, sort: NAME) {
      results {
        ...StartupFields
      }
      totalCount
    }
  }
`,
  [StartupFieldsFragment],
);
