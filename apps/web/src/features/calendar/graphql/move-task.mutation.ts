import { graphql } from '../../../lib/graphql.ts';

/** A task dragged to another day or time on the calendar: its new due date. */
export const MoveTaskMutation = graphql(`
  mutation MoveTask($taskId: ID!, $dueDate: DateTime!) {
    updateTask(taskId: $taskId, updatedTask: { dueDate: $dueDate }) {
      _id
      dueDate
    }
  }
`);
