import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's plan: its name, the licensed users against the limit, and the plan features it includes. */
export const PlanInfoQuery = graphql(`
  query PlanInfo {
    incubator {
      id
      planInfo {
        name
        employeeCountLimit
        employeeCount
        features
      }
    }
  }
`);

export type PlanInfo = ResultOf<typeof PlanInfoQuery>['incubator']['planInfo'];
