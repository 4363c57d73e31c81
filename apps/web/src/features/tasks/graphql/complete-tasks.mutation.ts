import { graphql } from '../../../lib/graphql.ts';
import { TaskCardFragment } from './task-card.fragment.ts';

/** Completes the viewer's part of several tasks at once (the bulk action of the tasks pages). */
export const CompleteTasksMutation = graphql(
  `
    mutation CompleteTasks($taskIds: [ID!]!) {
      completeTasks(taskIds: $taskIds) {
        ...TaskCard
      }
    }
  `,
  [TaskCardFragment],
);
