import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { ExportJobFieldsFragment } from './export-job-fields.fragment.ts';

/** Queues an export of startups, users, founders or mentors (internal roles); it runs on the server's job queue. */
export const CreateExportMutation = graphql(
  `
    mutation CreateExport($kind: ExportKind!, $format: ExportFormat!, $filter: ExportFilterInput) {
      createExport(kind: $kind, format: $format, filter: $filter) {
        _id
        ...ExportJobFields
      }
    }
  `,
  [ExportJobFieldsFragment],
);

export type ExportFilter = NonNullable<VariablesOf<typeof CreateExportMutation>['filter']>;
