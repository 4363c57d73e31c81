import {
  APPLICATION_BATCH_ACTIONS,
  APPLICATION_INTAKE_ROUND,
  APPLICATION_SORT_FIELDS,
  APPLICATION_STATUS_GROUPS,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  isStorableText,
  storableDate,
} from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { parseInput } from '../../platform/graphql/errors.ts';
import { FunnelRoundRef } from '../funnels/index.ts';
import { ApplicationStatusRef } from './application.graphql.ts';
import type { ApplicationView } from './application.service.ts';
import { ApplicationRef } from './application.refs.ts';
import {
  type ApplicationQueue,
  type ApplicationsOverview,
  applicationQueue,
  applicationsOverview,
  DEFAULT_APPLICATION_SORT,
  type IntakeChoiceQuestion,
  listApplications,
  type OverviewFunnel,
} from './application-list.service.ts';

/** The largest page the overview serves (its own pages are APPLICATIONS_PAGE_SIZE). */
const APPLICATIONS_PAGE_SIZE_MAX = 100;

export const ApplicationBatchActionTypeRef = builder.enumType('ApplicationBatchActionType', {
  values: APPLICATION_BATCH_ACTIONS,
});
const StatusGroupRef = builder.enumType('ApplicationStatusGroup', {
  description:
    'ALL_PENDING: ready_for_invitation, ready_for_meeting, under_review, pending_decision; ' +
    'EVALUATION_IN_PROGRESS: ready_for_invitation, ready_for_meeting (spec 02 §4)',
  values: APPLICATION_STATUS_GROUPS,
});
const SortFieldRef = builder.enumType('ApplicationSortField', { values: APPLICATION_SORT_FIELDS });
const SortDirectionRef = builder.enumType('ApplicationSortDirection', { values: ['ASC', 'DESC'] as const });

const AnswerFilterRef = builder.inputType('ApplicationAnswerFilterInput', {
  description: 'A choice question of the intake form and the option values an answer must hold one of',
  fields: (t) => ({
    questionId: t.string({ required: true }),
    values: t.stringList({ required: true }),
  }),
});

const FilterRef = builder.inputType('ApplicationFilterInput', {
  fields: (t) => ({
    funnelIds: t.idList(),
    roundIds: t.idList({
      description: `Round ids; "${APPLICATION_INTAKE_ROUND}" for the applications in no round yet`,
    }),
    statuses: t.field({ type: [ApplicationStatusRef] }),
    statusGroups: t.field({ type: [StatusGroupRef], description: 'Their statuses are added to `statuses`' }),
    tagIds: t.idList({ description: 'Applications with any of these tags' }),
    createdFrom: t.field({ type: 'DateTime', description: 'Created at or after' }),
    createdTo: t.field({ type: 'DateTime', description: 'Created before' }),
    answers: t.field({ type: [AnswerFilterRef], description: 'Answers of the submitted intake form; all must hold' }),
    search: t.string({ description: "The startup's name, the applicant's name or e-mail" }),
    includeDrafts: t.boolean({ description: 'Drafts are left out unless asked for (or named in statuses)' }),
  }),
});

const SortRef = builder.inputType('ApplicationSortInput', {
  fields: (t) => ({
    field: t.field({ type: SortFieldRef, required: true }),
    direction: t.field({ type: SortDirectionRef, defaultValue: 'DESC' }),
  }),
});

const QueueFilterRef = builder.inputType('ApplicationQueueFilterInput', {
  fields: (t) => ({ funnelIds: t.idList(), includeDrafts: t.boolean() }),
});

const ids = z.array(z.string().max(64)).max(200).nullish();
const filterSchema = z.object({
  funnelIds: ids,
  roundIds: ids,
  statuses: z.array(z.enum(APPLICATION_STATUSES)).max(20).nullish(),
  statusGroups: z.array(z.enum(APPLICATION_STATUS_GROUPS)).max(5).nullish(),
  tagIds: ids,
  createdFrom: storableDate('Created from').nullish(),
  createdTo: storableDate('Created to').nullish(),
  answers: z
    .array(
      z.object({
        questionId: z.string().min(1).max(200).refine(isStorableText, 'Invalid field'),
        values: z.array(z.string().max(200).refine(isStorableText, 'Invalid field')).max(100),
      }),
    )
    .max(20)
    .nullish(),
  search: z
    .string()
    .trim()
    .max(200)
    .refine(isStorableText, 'Search contains a character that is not allowed')
    .nullish(),
  includeDrafts: z.boolean().nullish(),
});

const PageRef = builder
  .objectRef<{ results: ApplicationView[]; totalCount: number; page: number; pageSize: number }>('ApplicationPage')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [ApplicationRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page', { description: 'From 0' }),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

const QueueStatusRef = builder.objectRef<ApplicationQueue['statuses'][number]>('ApplicationQueueStatus').implement({
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusRef, resolve: (row) => row.status }),
    count: t.exposeInt('count'),
  }),
});

const QueueRoundRef = builder.objectRef<ApplicationQueue['rounds'][number]>('ApplicationQueueRound').implement({
  fields: (t) => ({
    roundId: t.exposeID('id', { nullable: true, description: 'Null for the intake (no round yet)' }),
    name: t.exposeString('name', { nullable: true }),
    funnelId: t.exposeID('funnelId', { nullable: true }),
    position: t.exposeInt('position', { nullable: true }),
    count: t.exposeInt('count'),
  }),
});

const QueueRef = builder.objectRef<ApplicationQueue>('ApplicationQueue').implement({
  description: 'The queue bar: how many applications are in each status and each round',
  fields: (t) => ({
    total: t.exposeInt('total'),
    statuses: t.field({ type: [QueueStatusRef], resolve: (queue) => queue.statuses }),
    rounds: t.field({ type: [QueueRoundRef], resolve: (queue) => queue.rounds }),
  }),
});

const ChoiceOptionRef = builder
  .objectRef<IntakeChoiceQuestion['options'][number]>('ApplicationChoiceOption')
  .implement({
    fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
  });

const ChoiceQuestionRef = builder.objectRef<IntakeChoiceQuestion>('ApplicationChoiceQuestion').implement({
  description: "A choice question of a funnel's intake form, in the viewer's language",
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.exposeString('label'),
    options: t.field({ type: [ChoiceOptionRef], resolve: (question) => question.options }),
  }),
});

const OverviewFunnelRef = builder.objectRef<OverviewFunnel>('ApplicationsOverviewFunnel').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    anonymous: t.exposeBoolean('anonymous'),
    archived: t.exposeBoolean('archived'),
    rounds: t.field({ type: [FunnelRoundRef], resolve: (funnel) => funnel.rounds }),
    choiceQuestions: t.field({ type: [ChoiceQuestionRef], resolve: (funnel) => funnel.choiceQuestions }),
  }),
});

const OverviewRef = builder.objectRef<ApplicationsOverview>('ApplicationsOverview').implement({
  description: 'What the overview page needs besides its list: the funnels within reach and what the viewer may do',
  fields: (t) => ({
    canFilter: t.exposeBoolean('canFilter', { description: 'APPLICATION_OVERVIEW/FILTERS:VIEW' }),
    canSeeQueueBar: t.exposeBoolean('canSeeQueueBar', { description: 'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW' }),
    batchActions: t.field({
      type: [ApplicationBatchActionTypeRef],
      description: 'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW, then the key of each action',
      resolve: (overview) => overview.batchActions,
    }),
    funnels: t.field({ type: [OverviewFunnelRef], resolve: (overview) => overview.funnels }),
  }),
});

builder.queryFields((t) => ({
  applications: t.field({
    type: PageRef,
    description:
      'The staff overview: every application within reach (APPLICATION_ALL:VIEW, or the funnels one administers), ' +
      'drafts left out unless asked for, filtered, searched and sorted, 25 a page',
    authScopes: { authenticated: true },
    args: {
      filter: t.arg({ type: FilterRef }),
      sort: t.arg({ type: SortRef }),
      page: t.arg.int({ defaultValue: 0 }),
      pageSize: t.arg.int({ defaultValue: APPLICATIONS_PAGE_SIZE }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const page = Math.max(0, args.page ?? 0);
      const pageSize = Math.min(APPLICATIONS_PAGE_SIZE_MAX, Math.max(1, args.pageSize ?? APPLICATIONS_PAGE_SIZE));
      const raw = args.filter ?? {};
      const filter = parseInput(filterSchema, {
        ...raw,
        funnelIds: raw.funnelIds?.map(String),
        roundIds: raw.roundIds?.map(String),
        tagIds: raw.tagIds?.map(String),
      });
      const sort = args.sort
        ? { field: args.sort.field, direction: args.sort.direction ?? 'DESC' }
        : DEFAULT_APPLICATION_SORT;
      const { results, totalCount } = await listApplications(ctx.db, incubatorId, viewer, filter, sort, {
        limit: pageSize,
        offset: page * pageSize,
      });
      return { results, totalCount, page, pageSize };
    },
  }),
  applicationQueue: t.field({
    type: QueueRef,
    description: 'The queue bar of the overview (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): counts per status and per round',
    authScopes: { authenticated: true },
    args: { filter: t.arg({ type: QueueFilterRef }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const filter = parseInput(filterSchema.pick({ funnelIds: true, includeDrafts: true }), {
        funnelIds: args.filter?.funnelIds?.map(String),
        includeDrafts: args.filter?.includeDrafts,
      });
      return applicationQueue(ctx.db, incubatorId, viewer, filter);
    },
  }),
  applicationsOverview: t.field({
    type: OverviewRef,
    description:
      'The overview page: the funnels within reach with their rounds and intake choice questions, and rights',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return applicationsOverview(ctx.db, incubatorId, viewer, ctx.request.language);
    },
  }),
}));
