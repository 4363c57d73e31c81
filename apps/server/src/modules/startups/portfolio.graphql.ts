import { checkCustomFieldFilters } from '../customfields/index.ts';
import { CustomFieldFilterInputRef, customFieldFiltersOf } from '../customfields/index.ts';
import {
  isAuthorized,
  isInRoleGroup,
  PAGE_SIZE,
  type ProgramInput,
  programSchema,
  searchFilterSchema,
  STARTUP_MANAGER_ROLES,
  startupSchema,
} from '@cohort/shared';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { allExist, isUuid, newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import { users } from '../users/index.ts';
import {
  listPortfolio,
  type Named,
  type ProgramRow,
  programAdminIds,
  programStartupCounts,
  replaceLinks,
  deleteStartupsWithFiles,
  replaceMembers,
} from './portfolio.service.ts';
import { programAdmins, programs, startupIndustries, startupPrograms, startups, startupTags } from './startup.table.ts';
import { findStartup, manages, type StartupWithViewer, withViewer } from './startup-file.service.ts';
import { StartupRef } from './startup.refs.ts';

const NamedRef = builder.objectRef<Named>('NamedItem').implement({
  description: 'A programme, industry or tag as a startup lists it',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { nullable: true }),
  }),
});

const StartupViewerCanRef = builder.objectRef<StartupWithViewer>('StartupViewerCan').implement({
  fields: (t) => ({
    edit: t.boolean({ resolve: (s) => manages(s.viewerRole) || s.memberIds.includes(s.viewerId) }),
    editName: t.boolean({
      resolve: (s) => manages(s.viewerRole) || (s.memberIds.includes(s.viewerId) && s.canRename),
    }),
    delete: t.exposeBoolean('canDelete'),
    viewFile: t.exposeBoolean('canViewFile', {
      description: 'Open the startup file (STARTUP_FILE:VIEW; its people always)',
    }),
    postPrivate: t.exposeBoolean('canSeePrivate', {
      description: 'See and write private timeline posts (TIMELINE/CREATE_PRIVATE_COMMENT:VIEW; never its own people)',
    }),
    downloadDocuments: t.exposeBoolean('canDownload', {
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
      resolve: (s) => (s.canSeeTags ? s.tags : []),
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
    viewerCan: t.field({ type: StartupViewerCanRef, resolve: (s) => s }),
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

/** Every id must name a row of this organisation. */
async function checkIds(
  db: Db,
  incubatorId: string,
  field: string,
  ids: readonly string[],
  table: typeof industries | typeof tags | typeof programs,
) {
  if (!(await allExist(db, table, incubatorId, ids))) {
    throw new ValidationError([{ field, message: 'This item was not found' }]);
  }
}

async function checkMembers(db: Db, incubatorId: string, ids: readonly string[]) {
  if (!(await allExist(db, users, incubatorId, ids, notInArray(users.status, ['deleted'])))) {
    throw new ValidationError([{ field: 'memberIds', message: 'This person was not found' }]);
  }
}

async function saveStartup(
  ctx: Ctx,
  incubatorId: string,
  startupId: string,
  input: ReturnType<ReturnType<typeof startupSchema>['parse']>,
) {
  await checkIds(ctx.db, incubatorId, 'industryIds', input.industryIds, industries);
  await checkIds(ctx.db, incubatorId, 'tagIds', input.tagIds, tags);
  await checkIds(ctx.db, incubatorId, 'programIds', input.programIds, programs);
  await checkMembers(ctx.db, incubatorId, input.memberIds);
  await replaceLinks(ctx.db, incubatorId, startupIndustries, startupId, input.industryIds);
  await replaceLinks(ctx.db, incubatorId, startupTags, startupId, input.tagIds);
  await replaceLinks(ctx.db, incubatorId, startupPrograms, startupId, input.programIds);
  await replaceMembers(ctx.db, incubatorId, startupId, input.memberIds, input.memberLabels);
}

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
            (STARTUP_MANAGER_ROLES as readonly string[]).includes(viewer.roleType) || viewer.roleType === 'System',
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
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!manages(viewer.roleType)) throw new ForbiddenError('Your role cannot create startups');
      const input = parseStartup(args as never);
      const id = newId();
      await ctx.db.insert(startups).values({
        incubatorId,
        id,
        name: input.name,
        description: input.description,
        website: input.website,
        foundingYear: input.foundingYear,
        createdBy: viewer.userId,
      });
      await saveStartup(ctx, incubatorId, id, input);
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'startup.created',
        entityType: 'startup',
        entityId: id,
        after: { name: input.name },
      });
      return findStartup(ctx, id);
    },
  }),
  updateStartup: t.field({
    type: StartupRef,
    description: 'Changes a startup: staff, or its own people (who cannot rename it)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: StartupInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const startup = await findStartup(ctx, String(args.id));
      const staff = manages(viewer.roleType);
      if (!staff && !startup.memberIds.includes(viewer.userId))
        throw new ForbiddenError('You cannot edit this startup');
      const input = parseStartup(args as never);
      if (!staff && input.name !== startup.name && !isAuthorized(viewer, 'STARTUP/NAME:EDIT')) {
        throw new ValidationError([{ field: 'name', message: 'You cannot rename this startup' }]);
      }
      await ctx.db
        .update(startups)
        .set({
          name: input.name,
          description: input.description,
          website: input.website,
          foundingYear: input.foundingYear,
          updatedAt: new Date(),
        })
        .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startup.id)));
      // The startup's own people do not change its programmes or its team.
      // Tags one cannot see are kept as they are (the form could not show them).
      if (!startup.canSeeTags) input.tagIds = startup.tags.map((tag) => tag.id);
      await saveStartup(
        ctx,
        incubatorId,
        startup.id,
        staff
          ? input
          : {
              ...input,
              programIds: startup.programs.map((p) => p.id),
              memberIds: startup.memberIds,
              memberLabels: startup.people,
            },
      );
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'startup.updated',
        entityType: 'startup',
        entityId: startup.id,
        before: { name: startup.name },
        after: { name: input.name },
      });
      return findStartup(ctx, startup.id);
    },
  }),
  deleteStartup: t.id({
    description: 'Deletes a startup (STARTUP:DELETE)',
    authScopes: { permission: 'STARTUP:DELETE' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const startup = await findStartup(ctx, String(args.id));
      const files = await deleteStartupsWithFiles(ctx.db, incubatorId, [startup.id]);
      ctx.afterCommit(() => {
        for (const storageKey of files) void ctx.storage.remove(storageKey);
      });
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'startup.deleted',
        entityType: 'startup',
        entityId: startup.id,
        before: { name: startup.name },
      });
      return startup.id;
    },
  }),
}));

type ProgramView = ProgramRow & { adminIds: string[]; startupCount: number; canEdit: boolean };

const ProgramRef = builder.objectRef<ProgramView>('Program').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    startsOn: t.exposeString('startsOn', { nullable: true, description: 'YYYY-MM-DD' }),
    endsOn: t.exposeString('endsOn', { nullable: true, description: 'YYYY-MM-DD' }),
    cover: t.exposeString('cover', {
      nullable: true,
      description: 'The cover picture (POST /api/programs/{id}/cover)',
    }),
    adminIds: t.idList({ resolve: (p) => p.adminIds }),
    startupCount: t.exposeInt('startupCount'),
    viewerCanEdit: t.exposeBoolean('canEdit'),
  }),
});

const ProgramInputRef = builder.inputType('ProgramInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    startsOn: t.string({ description: 'YYYY-MM-DD' }),
    endsOn: t.string({ description: 'YYYY-MM-DD' }),
  }),
});

async function programViews(ctx: Ctx, rows: ProgramRow[]): Promise<ProgramView[]> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const ids = rows.map((row) => row.id);
  const admins = await programAdminIds(ctx.db, incubatorId, ids);
  const counts = await programStartupCounts(ctx.db, incubatorId, ids);
  return rows.map((row) => {
    const adminIds = admins.get(row.id) ?? [];
    return {
      ...row,
      adminIds,
      startupCount: counts.get(row.id) ?? 0,
      canEdit: adminIds.includes(viewer.userId) || isInRoleGroup(viewer.roleType, 'adminGroup'),
    };
  });
}

async function findProgram(ctx: Ctx, id: string): Promise<ProgramView> {
  const { incubatorId } = viewerOf(ctx);
  if (!z.string().uuid().safeParse(id).success) throw new NotFoundError('The programme');
  const rows = await ctx.db
    .select()
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, id)));
  const [view] = await programViews(ctx, rows);
  if (!view) throw new NotFoundError('The programme');
  return view;
}

builder.queryFields((t) => ({
  programs: t.field({
    type: [ProgramRef],
    description: "The organisation's programmes, by name",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      const rows = await ctx.db
        .select()
        .from(programs)
        .where(eq(programs.incubatorId, incubatorId))
        .orderBy(asc(programs.name));
      return programViews(ctx, rows);
    },
  }),
  program: t.field({
    type: ProgramRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findProgram(ctx, String(args.id)),
  }),
}));

function parseProgram(input: Record<string, unknown>): ProgramInput {
  return parseInput(programSchema, input);
}

builder.mutationFields((t) => ({
  createProgram: t.field({
    type: ProgramRef,
    description: 'Creates a programme; its creator becomes its admin (PROGRAM:CREATE)',
    authScopes: { permission: 'PROGRAM:CREATE' },
    args: { input: t.arg({ type: ProgramInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const input = parseProgram(args.input);
      const id = newId();
      await ctx.db.insert(programs).values({ incubatorId, id, ...input, createdBy: viewer.userId });
      await ctx.db.insert(programAdmins).values({ incubatorId, programId: id, userId: viewer.userId });
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'program.created',
        entityType: 'program',
        entityId: id,
        after: { name: input.name },
      });
      return findProgram(ctx, id);
    },
  }),
  updateProgram: t.field({
    type: ProgramRef,
    description: 'Changes a programme (its admins and the admin group)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProgramInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const program = await findProgram(ctx, String(args.id));
      if (!program.canEdit) throw new ForbiddenError('You cannot edit this programme');
      const input = parseProgram(args.input);
      await ctx.db
        .update(programs)
        .set(input)
        .where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, program.id)));
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'program.updated',
        entityType: 'program',
        entityId: program.id,
        before: { name: program.name },
        after: { name: input.name },
      });
      return findProgram(ctx, program.id);
    },
  }),
  deleteProgram: t.id({
    description: 'Deletes a programme; its startups stay in the portfolio',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const program = await findProgram(ctx, String(args.id));
      if (!program.canEdit) throw new ForbiddenError('You cannot delete this programme');
      await ctx.db
        .delete(startupPrograms)
        .where(and(eq(startupPrograms.incubatorId, incubatorId), eq(startupPrograms.targetId, program.id)));
      await ctx.db.delete(programs).where(and(eq(programs.incubatorId, incubatorId), eq(programs.id, program.id)));
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'program.deleted',
        entityType: 'program',
        entityId: program.id,
        before: { name: program.name },
      });
      return program.id;
    },
  }),
}));
