import { graphql } from '../../../lib/graphql.ts';

/** Stops asking for a metric (its data stays), or asks again. */
export const ArchiveMetricMutation = graphql(`
  mutation ArchiveMetric($id: ID!, $archived: Boolean!) {
    archiveMetric(id: $id, archived: $archived) {
      id
      archived
    }
  }
`);
