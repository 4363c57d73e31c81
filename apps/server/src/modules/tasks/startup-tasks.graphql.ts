import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError } from '../../platform/graphql/errors.ts';
import { startupTaskGroups } from './task-commands.service.ts';
import { TaskRef } from './task.refs.ts';
import type { TaskView } from './task.service.ts';

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
      return startupTaskGroups(
        ctx.db,
        ctx.incubator.id,
        ctx.viewer,
        String(args.startupId),
        new Date(args.todayStart),
        new Date(args.todayEnd),
      );
    },
  }),
);
