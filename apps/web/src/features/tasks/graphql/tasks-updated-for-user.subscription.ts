import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Live task changes for the signed-in user: ADDED or REMOVED, with the task (spec 01 §3 Task update event). */
export const TasksUpdatedForUserSubscription = graphql(`
  subscription TasksUpdatedForUser($userId: ID!) {
    tasksUpdatedForUser(userId: $userId) {
      updateType
      task {
        _id
        dueDate
      }
    }
  }
`);

export type TaskUpdateEvent = ResultOf<typeof TasksUpdatedForUserSubscription>['tasksUpdatedForUser'];
