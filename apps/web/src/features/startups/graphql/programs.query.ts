import { graphql } from '../../../lib/graphql.ts';
import { ProgramFieldsFragment } from './program-fields.fragment.ts';

/** The organisation's programmes, by name. */
export const ProgramsQuery = graphql(
  `
  query Programs {
    programs {
      ...ProgramFields
    }
  }
`,
  [ProgramFieldsFragment],
);
