import { graphql } from '../../../lib/graphql.ts';

/** Whether the viewer holds METRICS/EDIT:VIEW for every startup (defines metrics, collects from programmes). */
export const MetricsCriteriaQuery = graphql(`
  query MetricsCriteria {
    criteriaForPermissions(permissions: ["METRICS/EDIT:VIEW"]) {
      key
      all
    }
  }
`);
