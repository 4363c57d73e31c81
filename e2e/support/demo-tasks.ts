import { graphqlByApi } from './api.ts';

/** The demo organisation and the two people the task and notification scenarios play. */
export const DEMO_ORG = 'demo';
export const DEMO_ADMIN = 'admin@demo.cohort.test';
export const DEMO_COACH = 'coach@demo.cohort.test';

/**
 * A stamp unique to one run of a test file, and the name of its main task: the file finds its own tasks by them
 * among the demo data and what earlier runs left.
 */
export function uniqueTaskNames(): { stamp: string; taskName: string } {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { stamp, taskName: `Review the pitch deck ${stamp}` };
}

const CREATE_TASK = `mutation ($name: String, $dueDate: DateTime!, $assignees: [AssigneeInput!]!) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id }
}`;

/** Creates a task in the demo organisation through the API, as another client would; answers its id. */
export async function createTaskByApi(
  task: { name: string; dueDate: string; assignees: Array<{ type: string; value: string }> },
  token: string,
): Promise<string> {
  const { createTask } = await graphqlByApi<{ createTask: { _id: string } }>(CREATE_TASK, task, token, DEMO_ORG);
  return createTask._id;
}

/** Deletes, one after the other, the tasks a file made so that the demo data stays as it was; failures are ignored. */
export async function deleteTasksByApi(taskIds: readonly string[], token: string): Promise<void> {
  for (const taskId of taskIds) {
    await graphqlByApi('mutation ($taskId: ID!) { deleteTask(taskId: $taskId) }', { taskId }, token, DEMO_ORG).catch(
      () => undefined,
    );
  }
}
