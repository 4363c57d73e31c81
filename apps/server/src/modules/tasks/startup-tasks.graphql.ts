import { and, asc, eq, gt, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canViewStartupFile, startupAccess } from '../startups/index.ts';
import { TaskRef } from './task.graphql.ts';
import { type TaskView, taskViewer, taskViews } from './task.service.ts';
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
      const rowsWhere = (condition: SQL | undefined) =>
        ctx.db
          .select()
          .from(tasks)
          .where(and(ofStartup, condition))
          .orderBy(asc(tasks.dueDate), asc(tasks.id))
          .limit(GROUP_LIMIT);
      const overdue = await rowsWhere(and(lt(tasks.dueDate, todayStart), eq(tasks.completionStatus, 'PENDING')));
      const today = await rowsWhere(and(gte(tasks.dueDate, todayStart), lte(tasks.dueDate, todayEnd)));
      const future = await rowsWhere(gt(tasks.dueDate, todayEnd));
      const viewer = await taskViewer(ctx.db, incubatorId, ctx.viewer);
      const views = await taskViews(ctx.db, incubatorId, viewer, [...overdue, ...today, ...future]);
      const byId = new Map(views.map((view) => [view.id, view]));
      const pick = (rows: { id: string }[]) => rows.flatMap((row) => byId.get(row.id) ?? []);
      return { overdue: pick(overdue), today: pick(today), future: pick(future) };
    },
  }),
);
