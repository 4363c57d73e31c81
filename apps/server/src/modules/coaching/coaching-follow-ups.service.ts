import { type FollowUpTasksInput, followUpDueDate, followUpTasksSchema } from '@cohort/shared';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { canPlanSessionActions } from '../../policies/index.ts';
import { insertTask, type TaskView, taskViewerOf } from '../tasks/index.ts';
import { findSession } from './coaching-session.service.ts';

/**
 * Turns follow-ups written in a session's notes into tasks for the session's startup (its founders), one task each.
 * Who may write the session's notes and holds CREATE:PLANNED_ACTION for it may do it (policies/coaching.ts); a
 * startup's people and anyone else are refused, and a session of another organisation is not found.
 */
export async function createTasksFromFollowUps(
  ctx: Ctx,
  sessionId: string,
  input: FollowUpTasksInput,
): Promise<TaskView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const { row, access } = await findSession(ctx, sessionId);
  if (!canPlanSessionActions(viewer, access)) throw new ForbiddenError();
  const values = parseInput(followUpTasksSchema, input);
  if (!row.startupId) {
    throw new ValidationError([{ field: 'sessionId', message: 'This session has no startup to give tasks to' }]);
  }
  const taskViewer = await taskViewerOf(ctx.db, incubatorId, viewer);
  const created: TaskView[] = [];
  for (const item of values.items) {
    created.push(
      await insertTask(ctx, incubatorId, taskViewer, {
        name: item.title,
        dueDate: item.dueDate ?? followUpDueDate(row.endsAt),
        assignees: [{ type: 'Startup', value: row.startupId }],
        url: null,
      }),
    );
  }
  return created;
}
