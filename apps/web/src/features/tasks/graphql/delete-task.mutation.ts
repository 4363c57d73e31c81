import { graphql } from '../../../lib/graphql.ts';

/** Deletes a task (TASK/TASK:DELETE); answers its id. */
export const DeleteTaskMutation = graphql(`
  mutation DeleteTask($taskId: ID!) {
    deleteTask(taskId: $taskId)
  }
`);
