import { isCalendarDay } from '@cohort/shared';
import { z } from 'zod';
import { isUuid } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { canSeePeopleAnalytics } from '../../policies/index.ts';
import {
  PEOPLE_ANALYTICS_DEFAULT_WEEKS,
  PEOPLE_ANALYTICS_FILTER_IDS_MAX,
  PEOPLE_ANALYTICS_WEEKS_MAX,
  type PeopleAnalytics,
  type PeopleAnalyticsWeek,
  type PeopleCount,
  peopleAnalytics,
} from './people.service.ts';

const CountRef = builder.objectRef<PeopleCount>('PeopleAnalyticsCount').implement({
  description: 'How many people fall in one group (a role, a status, a tag or a programme)',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The role, tag or programme id, or the status' }),
    label: t.exposeString('label', {
      description: "The role's own label (empty: its type's), the tag or programme name",
    }),
    extra: t.exposeString('extra', {
      nullable: true,
      description: "The role's type, the tag's colour or the programme's kind (startup or user)",
    }),
    count: t.exposeInt('count'),
  }),
});

const WeekRef = builder.objectRef<PeopleAnalyticsWeek>('PeopleAnalyticsWeek').implement({
  description: 'One week (Monday to Sunday, UTC) of the people’s sign-ins and activity',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday, yyyy-MM-dd' }),
    signIns: t.exposeInt('signIns', { description: 'Sign-ins (sessions opened)' }),
    peopleSignedIn: t.exposeInt('peopleSignedIn', { description: 'Different people who signed in' }),
    posts: t.exposeInt('posts', { description: 'Timeline posts and replies they wrote' }),
    tasksDone: t.exposeInt('tasksDone', { description: 'Tasks they marked done' }),
    changes: t.exposeInt('changes', { description: 'Changes of theirs in the activity feed' }),
  }),
});

const AnalyticsRef = builder.objectRef<PeopleAnalytics & { from: string; to: string }>('PeopleAnalytics').implement({
  description: 'The organisation’s people in figures (issue 17 point 8), for user analytics',
  fields: (t) => ({
    from: t.exposeString('from', { description: 'The first day of the weekly series (yyyy-MM-dd)' }),
    to: t.exposeString('to', { description: 'The last day of the weekly series (yyyy-MM-dd)' }),
    total: t.exposeInt('total', { description: 'People counted: every status but deleted' }),
    byRole: t.field({ type: [CountRef], description: 'Every role of the organisation', resolve: (a) => a.byRole }),
    byStatus: t.field({ type: [CountRef], resolve: (a) => a.byStatus }),
    byTag: t.field({ type: [CountRef], description: 'The user tags given to someone', resolve: (a) => a.byTag }),
    byProgram: t.field({
      type: [CountRef],
      description: 'Every programme: its people, directly (programmes of people) or through their startups',
      resolve: (a) => a.byProgram,
    }),
    withoutProgram: t.exposeInt('withoutProgram'),
    requiredFields: t.exposeInt('requiredFields', {
      description: 'Required custom fields on the two user profile forms',
    }),
    activePeople: t.exposeInt('activePeople'),
    completeProfiles: t.exposeInt('completeProfiles', {
      description: 'Active people who filled every required profile field (all of them when none is required)',
    }),
    weeks: t.field({ type: [WeekRef], resolve: (a) => a.weeks }),
  }),
});

const ids = (field: string) =>
  z
    .array(z.string().refine(isUuid, 'This item was not found'))
    .max(PEOPLE_ANALYTICS_FILTER_IDS_MAX, `Choose at most ${PEOPLE_ANALYTICS_FILTER_IDS_MAX} ${field}`)
    .nullish();
const day = z.string().refine(isCalendarDay, 'Enter a date as yyyy-MM-dd').nullish();
const filterSchema = z.object({ roleIds: ids('roles'), programIds: ids('programmes'), from: day, to: day });

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

builder.queryField('peopleAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'People by role, status, tag and programme, profile completion and weekly sign-ins and activity, for user ' +
      'analytics (staff who manage users); filters by roles, programmes and the days of the weekly series',
    authScopes: { authenticated: true },
    args: {
      roleIds: t.arg.idList(),
      programIds: t.arg.idList(),
      from: t.arg.string({ description: 'yyyy-MM-dd (by default the Monday eleven weeks before the week of `to`)' }),
      to: t.arg.string({ description: 'yyyy-MM-dd (today, UTC, by default)' }),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
      if (!canSeePeopleAnalytics(ctx.viewer)) throw new ForbiddenError();
      const filter = parseInput(filterSchema, {
        roleIds: args.roleIds?.map(String),
        programIds: args.programIds?.map(String),
        from: args.from || null,
        to: args.to || null,
      });
      const to = filter.to ?? isoDay(Date.now());
      // By default the last twelve weeks, from the Monday of the first.
      const toTime = Date.parse(`${to}T00:00:00Z`);
      const monday = toTime - ((new Date(toTime).getUTCDay() + 6) % 7) * DAY_MS;
      const from = filter.from ?? isoDay(monday - (PEOPLE_ANALYTICS_DEFAULT_WEEKS - 1) * 7 * DAY_MS);
      const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
      if (span < 0) throw new ValidationError([{ field: 'to', message: 'The end comes before the start' }]);
      if (span >= PEOPLE_ANALYTICS_WEEKS_MAX * 7) {
        throw new ValidationError([
          { field: 'from', message: `The range covers at most ${PEOPLE_ANALYTICS_WEEKS_MAX} weeks` },
        ]);
      }
      const figures = await peopleAnalytics(ctx.db, ctx.incubator.id, {
        roleIds: [...new Set(filter.roleIds ?? [])],
        programIds: [...new Set(filter.programIds ?? [])],
        from,
        to,
      });
      return { ...figures, from, to };
    },
  }),
);
