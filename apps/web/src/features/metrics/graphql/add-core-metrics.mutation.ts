import { graphql } from '../../../lib/graphql.ts';

/** Adds every core metric not added yet (flag coreMetrics). */
export const AddCoreMetricsMutation = graphql(`
  mutation AddCoreMetrics {
    addCoreMetrics {
      id
    }
  }
`);
