import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What a task card, a table row and the task form show of a task (spec 01 §3 Task). */
export const TaskCardFragment = graphql(`
  fragment TaskCard on Task {
    _id
    name
    dueDate
    url
    taskType
    done
    isGroupTask
    createdAt
    updatedAt
    approvalStatus
    completionStatus
    createdBy {
      _id
      firstName
      lastName
      fullName
      avatar
    }
    startup {
      _id
      name
    }
    assignees {
      _id
      type
      value
      status
      done
      completedAt
      isViewer
      user {
        _id
        firstName
        lastName
        fullName
        avatar
      }
      startup {
        _id
        name
        logo
      }
    }
    viewerCan {
      edit
      delete
      toggle
    }
  }
`);

export type TaskCardData = ResultOf<typeof TaskCardFragment>;
