import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const TASK =
  '{ _id name dueDate url taskType isGroupTask done completionStatus approvalStatus createdBy { _id fullName } assignees { _id type value done isViewer user { _id fullName } startup { _id name } } viewerCan { edit delete toggle } }';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function organisation() {
  const org = await server.createOrganisationWithRoles();
  const sign = async (roleType: 'Admin' | 'Coach' | 'Cofounder' | 'Mentor' | 'Staff') => {
    const user = await server.createUser(org, { roleType });
    const { token } = await server.signIn(org, user.email);
    const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host: hostOf(org), token, variables });
    return { user, token, gql };
  };
  return { org, sign };
}

async function createTask(
  gql: (q: string, v?: Record<string, unknown>) => Promise<{ data?: unknown; errors?: { message: string }[] }>,
  variables: Record<string, unknown>,
) {
  return (await gql(
    `mutation ($name: String, $due: DateTime!, $a: [AssigneeInput!]!, $url: String, $done: Boolean) { createTask(name: $name, dueDate: $due, assignees: $a, url: $url, done: $done) ${TASK} }`,
    variables,
  )) as { data?: { createTask: { _id: string; assignees: { _id: string }[] } }; errors?: { message: string }[] };
}

describe('tasks', () => {
  it('creates a task for a person, who sees it in their pending list, ticks it, and it completes', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const created = await createTask(admin.gql, {
      name: 'Review the deck',
      due: tomorrow(),
      a: [{ type: 'User', value: coach.user.id }],
      url: '/tasks',
    });
    expect(created.errors).toBeUndefined();
    const taskId = created.data?.createTask._id;
    const pending = await coach.gql<{
      tasks: { totalCount: number; results: { _id: string; viewerCan: { toggle: boolean; edit: boolean } }[] };
    }>(
      `query ($before: DateTime) { tasks(queryOptions: { before: $before, approvalStatus: APPROVED, completionStatus: PENDING }, cursor: { limit: 15 }) { totalCount results { _id viewerCan { toggle edit } } } }`,
      { before: new Date(Date.now() + 3 * 86_400_000).toISOString() },
    );
    expect(pending.data?.tasks.totalCount).toBe(1);
    expect(pending.data?.tasks.results[0]).toMatchObject({ _id: taskId, viewerCan: { toggle: true, edit: false } });
    const done = await coach.gql<{ updateTaskDone: { done: boolean; completionStatus: string } }>(
      'mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { done completionStatus } }',
      { id: taskId },
    );
    expect(done.data?.updateTaskDone).toEqual({ done: true, completionStatus: 'COMPLETED' });
    const after = await coach.gql<{ tasks: { totalCount: number } }>(
      '{ tasks(queryOptions: { completionStatus: PENDING }) { totalCount } }',
    );
    expect(after.data?.tasks.totalCount).toBe(0);
  });

  it('validates with the messages of the spec and refuses creation to roles that do not manage tasks', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const none = await createTask(admin.gql, { name: 'x', due: tomorrow(), a: [] });
    expect(none.errors?.[0]?.message).toBe('There has to be at least one assignee');
    const past = await createTask(admin.gql, {
      name: 'x',
      due: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      a: [{ type: 'User', value: coach.user.id }],
    });
    expect(past.errors?.[0]?.message).toBe('The due date can not be in the past');
    const badUrl = await createTask(admin.gql, {
      name: 'x',
      due: tomorrow(),
      a: [{ type: 'User', value: coach.user.id }],
      url: 'javascript:alert(1)',
    });
    expect(badUrl.errors?.[0]?.message).toBe('Url is not a valid url');
    const unknown = await createTask(admin.gql, {
      name: 'x',
      due: tomorrow(),
      a: [{ type: 'User', value: '01a00000-0000-7000-8000-000000000000' }],
    });
    expect(unknown.errors?.[0]?.message).toBe('This assignee was not found');
    const cofounder = await sign('Cofounder');
    const refused = await createTask(cofounder.gql, {
      name: 'x',
      due: tomorrow(),
      a: [{ type: 'User', value: cofounder.user.id }],
    });
    expect(refused.errors?.[0]?.message).toBe('Your role cannot create tasks');
  });

  it('lets any person of an assigned startup tick it for the startup; a group task is done when every assignee is', async () => {
    const { org, sign } = await organisation();
    const admin = await sign('Admin');
    const founder = await sign('Cofounder');
    const mentor = await sign('Mentor');
    const startupId = crypto.randomUUID();
    await server.database.ownerQuery('insert into startups (incubator_id, id, name) values ($1, $2, $3)', [
      org.id,
      startupId,
      'Acme',
    ]);
    await server.database.ownerQuery(
      'insert into startup_members (incubator_id, startup_id, user_id) values ($1, $2, $3)',
      [org.id, startupId, founder.user.id],
    );
    const created = await createTask(admin.gql, {
      name: 'Group work',
      due: tomorrow(),
      a: [
        { type: 'Startup', value: startupId },
        { type: 'User', value: mentor.user.id },
      ],
    });
    const taskId = created.data?.createTask._id;
    const first = await founder.gql<{
      updateTaskDone: { done: boolean; isGroupTask: boolean; assignees: { type: string; done: boolean }[] };
    }>('mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { done isGroupTask assignees { type done } } }', {
      id: taskId,
    });
    expect(first.data?.updateTaskDone.done).toBe(false);
    expect(first.data?.updateTaskDone.isGroupTask).toBe(true);
    expect(first.data?.updateTaskDone.assignees.find((a) => a.type === 'Startup')?.done).toBe(true);
    const outsider = await sign('Staff');
    const notAssignee = await outsider.gql('mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { done } }', {
      id: taskId,
    });
    expect(notAssignee.errors?.[0]?.message).toBe('Only an assignee can tick this task');
    const second = await mentor.gql<{ updateTaskDone: { done: boolean } }>(
      'mutation ($id: ID!) { updateTaskDone(taskId: $id, done: true) { done } }',
      { id: taskId },
    );
    expect(second.data?.updateTaskDone.done).toBe(true);
  });

  it('edits and deletes under the rules: creators edit, TASK/TASK:DELETE deletes; others do not see the task', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const mentor = await sign('Mentor');
    const created = await createTask(admin.gql, {
      name: 'Edit me',
      due: tomorrow(),
      a: [{ type: 'User', value: coach.user.id }],
    });
    const taskId = created.data?.createTask._id;
    const edited = await admin.gql<{ updateTask: { name: string; assignees: { value: string }[] } }>(
      'mutation ($id: ID!, $a: [AssigneeInput!]) { updateTask(taskId: $id, updatedTask: { name: "Edited", assignees: $a }) { name assignees { value } } }',
      { id: taskId, a: [{ type: 'User', value: mentor.user.id }] },
    );
    expect(edited.data?.updateTask).toEqual({ name: 'Edited', assignees: [{ value: mentor.user.id }] });
    const outsider = await sign('Cofounder');
    const hidden = await outsider.gql('mutation ($id: ID!) { deleteTask(taskId: $id) }', { id: taskId });
    expect(hidden.errors?.[0]?.message).toBe('The task was not found');
    const mentorEdits = await mentor.gql(
      'mutation ($id: ID!) { updateTask(taskId: $id, updatedTask: { name: "Mine" }) { name } }',
      { id: taskId },
    );
    expect(mentorEdits.errors?.[0]?.message).toBe('You cannot edit this task');
    const deleted = await admin.gql<{ deleteTask: string }>('mutation ($id: ID!) { deleteTask(taskId: $id) }', {
      id: taskId,
    });
    expect(deleted.data?.deleteTask).toBe(taskId);
  });

  it('lists every task for users and startups to task managers only, paginated with cursors', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    for (const n of [1, 2, 3]) {
      await createTask(admin.gql, { name: `Task ${n}`, due: tomorrow(), a: [{ type: 'User', value: coach.user.id }] });
    }
    const first = await admin.gql<{ tasks: { totalCount: number; next: string | null; results: { name: string }[] } }>(
      '{ tasks(queryOptions: { scope: USERS, sortField: NAME }, cursor: { limit: 2 }) { totalCount next results { name } } }',
    );
    expect(first.data?.tasks.totalCount).toBe(3);
    expect(first.data?.tasks.results.map((t) => t.name)).toEqual(['Task 1', 'Task 2']);
    const second = await admin.gql<{
      tasks: { prev: string | null; next: string | null; results: { name: string }[] };
    }>(
      'query ($next: String) { tasks(queryOptions: { scope: USERS, sortField: NAME }, cursor: { limit: 2, next: $next }) { prev next results { name } } }',
      { next: first.data?.tasks.next },
    );
    expect(second.data?.tasks.results.map((t) => t.name)).toEqual(['Task 3']);
    expect(second.data?.tasks.next).toBeNull();
    const cofounder = await sign('Cofounder');
    const refused = await cofounder.gql('{ tasks(queryOptions: { scope: USERS }) { totalCount } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ForbiddenError' });
  });

  it('notifies the people assigned, in their language, and the notification can be read', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    await server.database.ownerQuery("update users set language = 'fr' where id = $1", [coach.user.id]);
    await createTask(admin.gql, {
      name: 'Lire le guide',
      due: tomorrow(),
      a: [{ type: 'User', value: coach.user.id }],
    });
    const unseen = await coach.gql<{ unseenNotifications: { count: number } }>(
      '{ unseenNotifications { count lastSeenTimestamp } }',
    );
    expect(unseen.data?.unseenNotifications.count).toBe(1);
    const page = await coach.gql<{
      notifications: {
        unreadCount: number;
        meta: { totalPages: number; pageSize: number; currentPage: number };
        notifications: {
          _id: string;
          isRead: boolean;
          message: string;
          notification: { notificationType: string; iconGroup: string; url: string; sender: { _id: string } };
        }[];
      };
    }>(
      '{ notifications(pageSize: 16, currentPage: 0) { unreadCount meta { totalPages pageSize currentPage } notifications { _id isRead message notification { notificationType iconGroup url sender { _id } } } } }',
    );
    const item = page.data?.notifications.notifications[0];
    expect(page.data?.notifications.meta).toEqual({ totalPages: 1, pageSize: 16, currentPage: 0 });
    expect(item?.message).toContain('vous a assigné une tâche : Lire le guide');
    expect(item?.notification).toMatchObject({
      notificationType: 'taskAssigned',
      iconGroup: 'startupFileUpdate',
      url: '/tasks',
      sender: { _id: admin.user.id },
    });
    const read = await coach.gql<{ markNotificationsRead: { isRead: boolean }[] }>(
      'mutation ($ids: [ID!]!) { markNotificationsRead(ids: $ids) { isRead } }',
      { ids: [item?._id] },
    );
    expect(read.data?.markNotificationsRead).toEqual([{ isRead: true }]);
    const seen = await coach.gql<{ setNotificationsLastSeen: number }>(
      'mutation ($t: Int!) { setNotificationsLastSeen(timestamp: $t) }',
      { t: Math.floor(Date.now() / 1000) + 1 },
    );
    expect(seen.data?.setNotificationsLastSeen).toBe(0);
    const adminPage = await admin.gql<{ notifications: { notifications: unknown[] } }>(
      '{ notifications { notifications { _id } } }',
    );
    expect(adminPage.data?.notifications.notifications).toEqual([]);
    // Pages after the first (their statement has an OFFSET), newest first.
    await createTask(admin.gql, { name: 'Second guide', due: tomorrow(), a: [{ type: 'User', value: coach.user.id }] });
    const pages = await Promise.all(
      [0, 1].map((currentPage) =>
        coach.gql<{ notifications: { notifications: { message: string }[] } }>(
          'query ($p: Int!) { notifications(pageSize: 1, currentPage: $p) { notifications { message } } }',
          { p: currentPage },
        ),
      ),
    );
    expect(pages.map((page) => page.data?.notifications.notifications.map((n) => n.message))).toEqual([
      [expect.stringContaining('Second guide')],
      [expect.stringContaining('Lire le guide')],
    ]);
  });

  it('reads a page of tasks and a page of notifications in three statements each, session check included', async () => {
    const { sign } = await organisation();
    const admin = await sign('Admin');
    const coach = await sign('Coach');
    const count = async (query: string) => {
      const before = server.statementCount();
      const result = await coach.gql(query);
      expect(result.errors).toBeUndefined();
      return server.statementCount() - before;
    };
    const TASKS =
      '{ tasks(cursor: { limit: 15 }) { totalCount results { _id createdBy { fullName startups { name } } assignees { user { fullName startups { name } } startup { name } } } } }';
    const NOTES =
      '{ notifications { unreadCount notifications { _id notification { sender { fullName startups { name } } } } } }';
    await createTask(admin.gql, { name: 'One', due: tomorrow(), a: [{ type: 'User', value: coach.user.id }] });
    const oneTask = await count(TASKS);
    const oneNote = await count(NOTES);
    // The session check, the page with its people and startups, and the count.
    expect(oneTask).toBeLessThanOrEqual(3);
    expect(oneNote).toBeLessThanOrEqual(3);
    for (const n of [2, 3, 4, 5, 6]) {
      const helper = await sign('Staff');
      await createTask(helper.gql, {
        name: `Task ${n}`,
        due: tomorrow(),
        a: [
          { type: 'User', value: coach.user.id },
          { type: 'User', value: admin.user.id },
        ],
      });
    }
    expect(await count(TASKS)).toBe(oneTask);
    expect(await count(NOTES)).toBe(oneNote);
  });
});
