import { graphql } from '../../../lib/graphql.ts';
import { TaskCardFragment } from './task-card.fragment.ts';

/** Creates a task; the due date is the end of the chosen day in the organisation's time zone, in UTC. */
export const CreateTaskMutation = graphql(
  `
    mutation CreateTask($name: String, $dueDate: DateTime!, $done: Boolean, $assignees: [AssigneeInput!]!, $url: String) {
      createTask(name: $name, dueDate: $dueDate, done: $done, assignees: $assignees, url: $url) {
        ...TaskCard
      }
    }
  `,
  [TaskCardFragment],
);
