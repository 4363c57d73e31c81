import { graphql } from '../../../lib/graphql.ts';
import { TaskCardFragment } from './task-card.fragment.ts';

/** Ticks or unticks the viewer's part of a task. */
export const UpdateTaskDoneMutation = graphql(
  `
    mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID, $done: Boolean!) {
      updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {
        ...TaskCard
      }
    }
  `,
  [TaskCardFragment],
);
