import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Checks a CSV of startups row by row against the organisation's rules and names; nothing is written. */
export const PreviewStartupImportQuery = graphql(`
  query PreviewStartupImport($csv: String!) {
    previewStartupImport(csv: $csv) {
      validCount
      invalidCount
      ignoredColumns
      customFieldColumns
      rows {
        line
        name
        programs
        industries
        tags
        errors
      }
    }
  }
`);

export type StartupImportPreview = ResultOf<typeof PreviewStartupImportQuery>['previewStartupImport'];
export type StartupImportRow = StartupImportPreview['rows'][number];
