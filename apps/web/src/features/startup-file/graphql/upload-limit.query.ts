import { graphql } from '../../../lib/graphql.ts';

/** The largest file an upload may hold, in bytes. */
export const UploadLimitQuery = graphql(`
  query UploadLimit {
    uploadLimit
  }
`);
