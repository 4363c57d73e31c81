import { graphql } from '../../../lib/graphql.ts';
import { ExportJobFieldsFragment } from './export-job-fields.fragment.ts';

/** The viewer's own exports, newest first (the last 50). */
export const ExportJobsQuery = graphql(
  `
    query ExportJobs {
      exportJobs {
        _id
        ...ExportJobFields
      }
    }
  `,
  [ExportJobFieldsFragment],
);
