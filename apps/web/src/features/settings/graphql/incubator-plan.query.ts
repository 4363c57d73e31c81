import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's plan: which plan features (CUSTOM_ROLES...) it includes. */
export const IncubatorPlanQuery = graphql(`
  query IncubatorPlan {
    incubator {
      id
      planInfo {
        name
        features
      }
    }
  }
`);

export type PlanFeatureName = ResultOf<typeof IncubatorPlanQuery>['incubator']['planInfo']['features'][number];
