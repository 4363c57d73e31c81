import {
  PAGE_SIZE,
  PROGRAM_KINDS,
  type ProgramInput,
  programSchema,
  searchFilterSchema,
  startupSchema,
} from '@cohort/shared';
import { z } from 'zod';
import { isUuid } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { canCreateStartup, canSeeHiddenCustomFields, type StartupViewerCan } from '../../policies/index.ts';
import { checkCustomFieldFilters, CustomFieldFilterInputRef, customFieldFiltersOf } from '../customfields/index.ts';
import { listPortfolio } from './portfolio.service.ts';
import { createProgram, deleteProgram, findProgram, listPrograms, updateProgram } from './program.service.ts';
import {
  addStartup,
  deleteStartup,
  findStartup,
  type StartupWithViewer,
  updateStartup,
  withViewer,
} from './startup-profile.service.ts';
import { NamedItemRef, ProgramRef, StartupRef } from './startup.refs.ts';

const NamedRef = NamedItemRef.implement({
  description: 'A programme, industry or tag as a startup or a person lists it',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { nullable: true }),
  }),
});

const StartupViewerCanRef = builder.objectRef<StartupViewerCan>('StartupViewerCan').implement({
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    editName: t.exposeBoolean('editName'),
    delete: t.exposeBoolean('delete'),
    viewFile: t.exposeBoolean('viewFile', {
      description: 'Open the startup file (STARTUP_FILE:VIEW; its people always)',
    }),
    postPrivate: t.exposeBoolean('postPrivate', {
      description: 'See and write private timeline posts (TIMELINE/CREATE_PRIVATE_COMMENT:VIEW; never its own people)',
    }),
    downloadDocuments: t.exposeBoolean('downloadDocuments', {
      description: 'Download its documents (STARTUP_DOCUMENT:DOWNLOAD; its people always)',
    }),
  }),
});

const StartupPersonRef = builder.objectRef<{ userId: string; label: string | null }>('StartupPerson').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    label: t.exposeString('label', { nullable: true, description: 'The role inside the startup: CEO, CTO…' }),
  }),
});

const StartupMemberLabelInputRef = builder.inputType('StartupMemberLabelInput', {
  fields: (t) => ({ userId: t.id({ required: true }), label: t.string() }),
});

StartupRef.implement({
  description: 'A startup of the portfolio',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    foundingYear: t.exposeInt('foundingYear', { nullable: true }),
    programs: t.field({ type: [NamedRef], resolve: (s) => s.programs }),
    industries: t.field({ type: [NamedRef], resolve: (s) => s.industries }),
    tags: t.field({
      type: [NamedRef],
      description: 'Its startup tags, for TAGS:STARTUP:VIEW (empty otherwise)',
      resolve: (s) => (s.viewerCan.seeTags ? s.tags : []),
    }),
    peopleIds: t.idList({ resolve: (s) => s.memberIds }),
    people: t.field({
      type: [StartupPersonRef],
      description: 'The people of the startup with their role inside it',
      resolve: (s) => s.people,
    }),
    assignedUserIds: t.idList({
      description: 'The coaches, mentors and experts assigned to the startup',
      resolve: (s) => s.assignedUserIds,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    viewerCan: t.field({ type: StartupViewerCanRef, resolve: (s) => s.viewerCan }),
  }),
});

const StartupPageRef = builder
  .objectRef<{ results: StartupWithViewer[]; totalCount: number; page: number; pageSize: number }>('StartupPage')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [StartupRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

const StartupSortRef = builder.enumType('StartupSort', { values: ['NAME', 'CREATED_AT', 'FOUNDING_YEAR'] as const });

const StartupInputRef = builder.inputType('StartupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    website: t.string(),
    foundingYear: t.int(),
    industryIds: t.idList(),
    tagIds: t.idList(),
    programIds: t.idList(),
    memberIds: t.idList({ description: 'The people of the startup (cofounders, community members)' }),
    memberLabels: t.field({
      type: [StartupMemberLabelInputRef],
      description: 'The role of each person inside the startup (people not in memberIds are ignored)',
    }),
  }),
});

function parseStartup(args: { input: Record<string, unknown> }) {
  const raw = args.input;
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
  return parseInput(startupSchema(), {
    ...raw,
    industryIds: ids(raw.industryIds),
    tagIds: ids(raw.tagIds),
    programIds: ids(raw.programIds),
    memberIds: ids(raw.memberIds),
    memberLabels: Array.isArray(raw.memberLabels)
      ? raw.memberLabels.map((entry: { userId: unknown; label?: unknown }) => ({
          ...entry,
          userId: String(entry.userId),
        }))
      : undefined,
  });
}

/** Ids in a portfolio filter: ids that are not UUIDs name nothing (PostgreSQL would refuse them). */
const filterIds = z.array(z.string().refine(isUuid, 'This item was not found')).optional();
const portfolioFilterSchema = z.object({
  search: searchFilterSchema.shape.search,
  programIds: filterIds,
  industryIds: filterIds,
  tagIds: filterIds,
});

builder.queryFields((t) => ({
  startups: t.field({
    type: StartupPageRef,
    description: 'The portfolio: search, filters by programme, industry, tag and custom field, sorting, 25 a page',
    authScopes: { authenticated: true },
    args: {
      search: t.arg.string(),
      programIds: t.arg.idList(),
      industryIds: t.arg.idList(),
      tagIds: t.arg.idList(),
      customFields: t.arg({ type: [CustomFieldFilterInputRef], description: 'Custom-field filters, all must hold' }),
      sort: t.arg({ type: StartupSortRef }),
      page: t.arg.int({ defaultValue: 0 }),
      pageSize: t.arg.int({ defaultValue: PAGE_SIZE }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const page = Math.max(0, args.page ?? 0);
      const pageSize = Math.min(100, Math.max(1, args.pageSize ?? PAGE_SIZE));
      const filter = parseInput(portfolioFilterSchema, {
        search: args.search,
        programIds: args.programIds?.map(String),
        industryIds: args.industryIds?.map(String),
        tagIds: args.tagIds?.map(String),
      });
      const { results, totalCount } = await listPortfolio(
        ctx.db,
        incubatorId,
        viewer,
        {
          ...filter,
          customFields: await checkCustomFieldFilters(
            ctx.db,
            incubatorId,
            'startup',
            canSeeHiddenCustomFields(viewer),
            customFieldFiltersOf(args.customFields),
          ),
          sort: args.sort,
        },
        { limit: pageSize, offset: page * pageSize },
      );
      return { results: withViewer(ctx, results), totalCount, page, pageSize };
    },
  }),
  startup: t.field({
    type: StartupRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findStartup(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createStartup: t.field({
    type: StartupRef,
    description: 'Adds a startup to the portfolio (accelerator and incubator staff)',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: StartupInputRef, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!canCreateStartup(viewerOf(ctx).viewer)) throw new ForbiddenError('Your role cannot create startups');
      return addStartup(ctx, parseStartup(args as never));
    },
  }),
  updateStartup: t.field({
    type: StartupRef,
    description: 'Changes a startup: staff, or its own people (who cannot rename it)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StartupInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const startup = await findStartup(ctx, String(args.id));
      if (!startup.viewerCan.edit) throw new ForbiddenError('You cannot edit this startup');
      return updateStartup(ctx, startup, parseStartup(args as never));
    },
  }),
  deleteStartup: t.id({
    description: 'Deletes a startup (STARTUP:DELETE)',
    authScopes: { permission: 'STARTUP:DELETE' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteStartup(ctx, await findStartup(ctx, String(args.id))),
  }),
}));

export const ProgramKindRef = builder.enumType('ProgramKind', {
  description: 'Who takes part in a programme: startups (a cohort) or people (a mentor track, a fellowship)',
  values: PROGRAM_KINDS,
});

ProgramRef.implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: ProgramKindRef, resolve: (p) => p.kind }),
    description: t.exposeString('description', { nullable: true }),
    startsOn: t.exposeString('startsOn', { nullable: true, description: 'YYYY-MM-DD' }),
    endsOn: t.exposeString('endsOn', { nullable: true, description: 'YYYY-MM-DD' }),
    cover: t.exposeString('cover', {
      nullable: true,
      description: 'The cover picture (POST /api/programs/{id}/cover)',
    }),
    adminIds: t.idList({ resolve: (p) => p.adminIds }),
    startupCount: t.exposeInt('startupCount'),
    memberCount: t.exposeInt('memberCount', { description: 'The people of a programme of people (0 for startups)' }),
    viewerCanEdit: t.exposeBoolean('canEdit'),
    viewerCanManageMembers: t.exposeBoolean('canManageMembers', {
      description: 'List, add and remove its people (startup managers, its admins, the admin group)',
    }),
  }),
});

const ProgramInputRef = builder.inputType('ProgramInput', {
  fields: (t) => ({
    kind: t.field({
      type: ProgramKindRef,
      description: 'Startups (the default) or people; changes only while nobody takes part',
    }),
    name: t.string({ required: true }),
    description: t.string(),
    startsOn: t.string({ description: 'YYYY-MM-DD' }),
    endsOn: t.string({ description: 'YYYY-MM-DD' }),
  }),
});

builder.queryFields((t) => ({
  programs: t.field({
    type: [ProgramRef],
    description: "The organisation's programmes, by name: all, or those of one kind",
    authScopes: { authenticated: true },
    args: { kind: t.arg({ type: ProgramKindRef }) },
    resolve: (_root, args, ctx) => listPrograms(ctx, args.kind),
  }),
  program: t.field({
    type: ProgramRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findProgram(ctx, String(args.id)),
  }),
}));

function parseProgram(input: Record<string, unknown>): ProgramInput {
  return parseInput(programSchema, { ...input, kind: input.kind ?? undefined });
}

builder.mutationFields((t) => ({
  createProgram: t.field({
    type: ProgramRef,
    description: 'Creates a programme; its creator becomes its admin (PROGRAM:CREATE)',
    authScopes: { permission: 'PROGRAM:CREATE' },
    args: { input: t.arg({ type: ProgramInputRef, required: true }) },
    resolve: (_root, args, ctx) => createProgram(ctx, parseProgram(args.input)),
  }),
  updateProgram: t.field({
    type: ProgramRef,
    description: 'Changes a programme (its admins and the admin group)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProgramInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const program = await findProgram(ctx, String(args.id));
      if (!program.canEdit) throw new ForbiddenError('You cannot edit this programme');
      return updateProgram(ctx, program, parseProgram(args.input));
    },
  }),
  deleteProgram: t.id({
    description: 'Deletes a programme; its startups stay in the portfolio',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const program = await findProgram(ctx, String(args.id));
      if (!program.canEdit) throw new ForbiddenError('You cannot delete this programme');
      return deleteProgram(ctx, program);
    },
  }),
}));
