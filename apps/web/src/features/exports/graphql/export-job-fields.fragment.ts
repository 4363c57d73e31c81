import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An export as the history lists it: state, progress, and where to download the file once completed. */
export const ExportJobFieldsFragment = graphql(`
  fragment ExportJobFields on ExportJob {
    _id
    kind
    format
    status
    progress
    rowCount
    fileName
    error
    createdAt
    completedAt
    downloadUrl
  }
`);

export type ExportJob = ResultOf<typeof ExportJobFieldsFragment>;
export type ExportKind = ExportJob['kind'];
export type ExportFormat = ExportJob['format'];
export type ExportStatus = ExportJob['status'];
