import { and, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canViewStartupFile, startupAccess } from '../startups/index.ts';
import { TaskRef } from './task.refs.ts';
import { findTaskViews, type TaskView, taskViewer } from './task.service.ts';
import { taskAssignees, tasks } from './task.table.ts';

const GROUP_LIMIT = 100;

const StartupTaskGroupsRef = builder
  .objectRef<{ overdue: TaskView[]; today: TaskView[]; future: TaskView[] }>('StartupTaskGroups')
  .implement({
    description: 'The tasks of a startup around the viewer’s day (spec 02 §3 Startup tasks)',
    fields: (t) => ({
      overdue: t.field({ type: [TaskRef], resolve: (g) => g.overdue }),
      today: t.field({ type: [TaskRef], resolve: (g) => g.today }),
      future: t.field({ type: [TaskRef], resolve: (g) => g.future }),
    }),
  });

builder.queryField('startupTasks', (t) =>
  t.field({
    type: StartupTaskGroupsRef,
    description:
      'StartupTasks: tasks assigned to a startup, grouped overdue (not done, due before todayStart), today and future',
    authScopes: { authenticated: true },
    args: {
      startupId: t.arg.id({ required: true }),
      todayStart: t.arg({ type: 'DateTime', required: true }),
      todayEnd: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      const incubatorId = ctx.incubator.id;
      const startupId = String(args.startupId);
      if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
      const access = await startupAccess(ctx.db, incubatorId, startupId);
      if (!access || !canViewStartupFile(ctx.viewer, access)) throw new NotFoundError('The startup');
      const todayStart = new Date(args.todayStart);
      const todayEnd = new Date(args.todayEnd);
      if (!(todayStart < todayEnd) || todayEnd.getTime() - todayStart.getTime() > 48 * 3600_000) {
        throw new ValidationError([{ field: 'todayEnd', message: 'todayEnd must follow todayStart within two days' }]);
      }
      const ofStartup = and(
        eq(tasks.incubatorId, incubatorId),
        or(
          eq(tasks.startupId, startupId),
          sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.incubatorId} = ${incubatorId}
            and ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.type} = 'Startup'
            and ${taskAssignees.value} = ${startupId})`,
        ),
      );
      const viewer = await taskViewer(ctx.db, incubatorId, ctx.viewer);
      const group = (condition: SQL | undefined) =>
        findTaskViews(ctx.db, viewer, and(ofStartup, condition), GROUP_LIMIT);
      const [overdue, today, future] = await Promise.all([
        group(and(lt(tasks.dueDate, todayStart), eq(tasks.completionStatus, 'PENDING'))),
        group(and(gte(tasks.dueDate, todayStart), lte(tasks.dueDate, todayEnd))),
        group(gt(tasks.dueDate, todayEnd)),
      ]);
      return { overdue, today, future };
    },
  }),
);
