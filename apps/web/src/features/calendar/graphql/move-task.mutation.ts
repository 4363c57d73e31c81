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

/** A session dragged to another time: rescheduled with the same length (the server checks who may, and when). */
export const MoveSessionMutation = graphql(`
  mutation MoveSession($id: ID!, $startsAt: DateTime!, $duration: Int!) {
    rescheduleCoachingSession(id: $id, startsAt: $startsAt, duration: $duration) {
      _id
      startsAt
      endsAt
    }
  }
`);
