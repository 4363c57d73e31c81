import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Who a task can be assigned to, grouped (users, startups) (spec 01 §3 Assignee option). */
export const AssigneeOptionsQuery = graphql(`
  query AssigneeOptions {
    assigneeOptions {
      label
      options {
        label
        value
        type
      }
    }
  }
`);

export type AssigneeOptionGroup = ResultOf<typeof AssigneeOptionsQuery>['assigneeOptions'][number];
