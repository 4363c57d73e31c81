import { graphql } from '../../../lib/graphql.ts';

/** The organisation's plan features: whether it includes the bulk export of applications as PDFs. */
export const ApplicationExportPlanQuery = graphql(`
  query ApplicationExportPlan {
    incubator {
      id
      planInfo {
        features
      }
    }
  }
`);
