import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { canViewStartupFile } from '../../policies/index.ts';
import { startupAccess } from '../startups/index.ts';
import { ENGAGEMENT_WEEKS_MAX, type EngagementWeek, startupEngagementWeeks } from './engagement.service.ts';

const WeekRef = builder.objectRef<EngagementWeek>('StartupEngagementWeek').implement({
  description: 'One week (Monday to Sunday, UTC) of a startup’s activity',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday, yyyy-MM-dd' }),
    posts: t.exposeInt('posts', { description: 'Posts on its timeline' }),
    replies: t.exposeInt('replies', { description: 'Replies on its timeline' }),
    tasksDone: t.exposeInt('tasksDone', { description: 'Tasks of the startup or its people marked done' }),
    logins: t.exposeInt('logins', { description: 'Sign-ins of its people' }),
  }),
});

const EngagementRef = builder.objectRef<{ weeks: EngagementWeek[] }>('StartupEngagement').implement({
  fields: (t) => ({
    weeks: t.field({ type: [WeekRef], resolve: (e) => e.weeks }),
    totals: t.field({
      type: WeekRef,
      description: 'The sums over the weeks (weekStart is the first week)',
      resolve: (e) => ({
        weekStart: e.weeks[0]?.weekStart ?? '',
        posts: e.weeks.reduce((sum, week) => sum + week.posts, 0),
        replies: e.weeks.reduce((sum, week) => sum + week.replies, 0),
        tasksDone: e.weeks.reduce((sum, week) => sum + week.tasksDone, 0),
        logins: e.weeks.reduce((sum, week) => sum + week.logins, 0),
      }),
    }),
  }),
});

builder.queryField('startupEngagement', (t) =>
  t.field({
    type: EngagementRef,
    description:
      "A startup's engagement over the last weeks (posts, replies, tasks done, sign-ins of its people), for its file's analytics tab",
    authScopes: { authenticated: true },
    args: { startupId: t.arg.id({ required: true }), weeks: t.arg.int({ defaultValue: 12 }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      const incubatorId = ctx.incubator.id;
      const startupId = String(args.startupId);
      if (!z.string().uuid().safeParse(startupId).success) throw new NotFoundError('The startup');
      const access = await startupAccess(ctx.db, incubatorId, startupId);
      if (!access || !canViewStartupFile(ctx.viewer, access)) throw new NotFoundError('The startup');
      const weeks = args.weeks ?? 12;
      if (!Number.isInteger(weeks) || weeks < 1 || weeks > ENGAGEMENT_WEEKS_MAX) {
        throw new ValidationError([{ field: 'weeks', message: `Weeks must be between 1 and ${ENGAGEMENT_WEEKS_MAX}` }]);
      }
      return { weeks: await startupEngagementWeeks(ctx.db, incubatorId, startupId, weeks) };
    },
  }),
);
