import { graphql } from '../../../lib/graphql.ts';
import { ExportJobFieldsFragment } from './export-job-fields.fragment.ts';

/** Live state of the viewer's exports: queued, progress, completed, failed. */
export const ExportJobUpdatedSubscription = graphql(
  `
    subscription ExportJobUpdated {
      exportJobUpdated {
        _id
        ...ExportJobFields
      }
    }
  `,
  [ExportJobFieldsFragment],
);
