import { applicationsDashboardFilterSchema } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { canOpenApplicationsDashboard } from '../../policies/index.ts';
import { cachedIncubator, requireFeatureFlag } from '../organisations/index.ts';
import { ApplicationStatusRef } from './application.graphql.ts';
import {
  type ApplicationsDashboard,
  applicationsDashboard,
  type ChoiceQuestionCounts,
  type ConversionStep,
  type DashboardFunnel,
  type DayCount,
  type OptionCount,
  type StageCount,
  type StageTime,
  type StatusCount,
} from './application-dashboard.service.ts';

const DashboardFunnelRef = builder.objectRef<DashboardFunnel>('ApplicationsDashboardFunnel').implement({
  description: 'A funnel the dashboard can show (one the viewer reaches as staff)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    archived: t.exposeBoolean('archived'),
  }),
});

const StatusCountRef = builder.objectRef<StatusCount>('ApplicationStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusRef, resolve: (row) => row.status }),
    count: t.exposeInt('count'),
  }),
});

const StageCountRef = builder.objectRef<StageCount>('ApplicationStageCount').implement({
  description: 'Applications in a stage of the funnel now: the intake (no round) or a round',
  fields: (t) => ({
    roundId: t.exposeID('roundId', { nullable: true, description: 'Null for the intake' }),
    name: t.exposeString('name', { nullable: true, description: "The round's name; null for the intake" }),
    kind: t.exposeString('kind', {
      description: 'intake, or the kind of the round (form, evaluation, meeting, decision)',
    }),
    position: t.exposeInt('position'),
    count: t.exposeInt('count'),
  }),
});

const DayCountRef = builder.objectRef<DayCount>('ApplicationDayCount').implement({
  description: 'Applications started and submitted on a day, in the organisation’s time zone',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'yyyy-MM-dd' }),
    created: t.exposeInt('created'),
    submitted: t.exposeInt('submitted'),
  }),
});

const ConversionStepRef = builder.objectRef<ConversionStep>('ApplicationConversionStep').implement({
  description:
    'A step of the funnel chart: started, submitted, each round (applications that entered it or a later round), accepted',
  fields: (t) => ({
    step: t.exposeString('step', { description: 'STARTED, SUBMITTED, ROUND or ACCEPTED' }),
    roundId: t.exposeID('roundId', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    count: t.exposeInt('count'),
  }),
});

const StageTimeRef = builder.objectRef<StageTime>('ApplicationStageTime').implement({
  description:
    'Time spent in a stage, from consecutive status changes (an application still in it counts until now; drafts and decided applications are in no stage)',
  fields: (t) => ({
    roundId: t.exposeID('roundId', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    kind: t.exposeString('kind'),
    applications: t.exposeInt('applications'),
    medianSeconds: t.exposeFloat('medianSeconds', { nullable: true }),
    averageSeconds: t.exposeFloat('averageSeconds', { nullable: true }),
  }),
});

const OptionCountRef = builder.objectRef<OptionCount>('ApplicationOptionCount').implement({
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label'),
    count: t.exposeInt('count'),
  }),
});

const ChoiceQuestionRef = builder.objectRef<ChoiceQuestionCounts>('ApplicationChoiceQuestionCounts').implement({
  description: "A choice question of the funnel's intake form, each option counted over the submitted intake sheets",
  fields: (t) => ({
    questionId: t.exposeString('questionId'),
    label: t.exposeString('label'),
    type: t.exposeString('type'),
    answered: t.exposeInt('answered'),
    current: t.exposeBoolean('current', { description: 'Whether the current version of the form still asks it' }),
    options: t.field({ type: [OptionCountRef], resolve: (question) => question.options }),
  }),
});

const DashboardRef = builder.objectRef<ApplicationsDashboard>('ApplicationsDashboard').implement({
  description: 'The applications dashboard (/applications/analytics) of the applications the viewer reaches as staff',
  fields: (t) => ({
    funnel: t.field({ type: DashboardFunnelRef, nullable: true, resolve: (d) => d.funnel }),
    funnels: t.field({ type: [DashboardFunnelRef], resolve: (d) => d.funnels }),
    timezone: t.exposeString('timezone'),
    from: t.exposeString('from', { nullable: true, description: 'First day of the daily series (yyyy-MM-dd)' }),
    to: t.exposeString('to', { nullable: true, description: 'Last day of the daily series (yyyy-MM-dd)' }),
    total: t.exposeInt('total'),
    submitted: t.exposeInt('submitted'),
    pending: t.exposeInt('pending'),
    decided: t.exposeInt('decided'),
    accepted: t.exposeInt('accepted'),
    byStatus: t.field({ type: [StatusCountRef], resolve: (d) => d.byStatus }),
    byStage: t.field({ type: [StageCountRef], resolve: (d) => d.byStage }),
    days: t.field({ type: [DayCountRef], resolve: (d) => d.days }),
    conversion: t.field({ type: [ConversionStepRef], resolve: (d) => d.conversion }),
    timeInStage: t.field({ type: [StageTimeRef], resolve: (d) => d.timeInStage }),
    questions: t.field({ type: [ChoiceQuestionRef], resolve: (d) => d.questions }),
  }),
});

const DashboardFilterRef = builder.inputType('ApplicationsDashboardFilter', {
  fields: (t) => ({
    funnelId: t.id({ description: 'One funnel; without it, every funnel in reach (rounds and questions need one)' }),
    from: t.string({ description: 'First day of creation (yyyy-MM-dd, organisation time zone)' }),
    to: t.string({ description: 'Last day of creation (yyyy-MM-dd, organisation time zone)' }),
  }),
});

builder.queryField('applicationsDashboard', (t) =>
  t.field({
    type: DashboardRef,
    description:
      'The applications dashboard (APPLICATION_DASHBOARD, flag applicationsDashboard): counts per status, stage and day, conversion, time in stage, choice answers',
    authScopes: { authenticated: true },
    args: { filter: t.arg({ type: DashboardFilterRef }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canOpenApplicationsDashboard(viewer)) throw new ForbiddenError();
      await requireFeatureFlag(ctx.db, incubatorId, 'applicationsDashboard');
      const filter = parseInput(applicationsDashboardFilterSchema, {
        funnelId: args.filter?.funnelId ? String(args.filter.funnelId) : null,
        from: args.filter?.from ?? null,
        to: args.filter?.to ?? null,
      });
      const incubator = await cachedIncubator(ctx.database, ctx.db, incubatorId);
      return applicationsDashboard(ctx.db, incubatorId, viewer, filter, {
        timezone: incubator.timezone,
        language: ctx.request.language,
      });
    },
  }),
);
