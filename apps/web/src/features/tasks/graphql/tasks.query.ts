import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { TaskCardFragment } from './task-card.fragment.ts';

/** A page of tasks: the today's-tasks panel (15, spec 01 §7.2) and the tasks pages (25, with filters and sorting). */
export const TasksQuery = graphql(
  `
    query Tasks($queryOptions: TaskQueryOptions, $cursor: TaskCursor) {
      tasks(queryOptions: $queryOptions, cursor: $cursor) {
        results {
          ...TaskCard
        }
        next
        prev
        totalCount
      }
    }
  `,
  [TaskCardFragment],
);

export type TasksVariables = VariablesOf<typeof TasksQuery>;
