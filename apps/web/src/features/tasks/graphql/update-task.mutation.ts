import { graphql } from '../../../lib/graphql.ts';
import { TaskCardFragment } from './task-card.fragment.ts';

/** Changes a task's name, due date, assignees or link. */
export const UpdateTaskMutation = graphql(
  `
    mutation UpdateTask($taskId: ID!, $updatedTask: UpdatedTaskInput!) {
      updateTask(taskId: $taskId, updatedTask: $updatedTask) {
        ...TaskCard
      }
    }
  `,
  [TaskCardFragment],
);
