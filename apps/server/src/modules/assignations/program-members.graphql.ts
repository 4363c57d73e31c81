import { PROGRAM_MEMBERS_PAGE_SIZE, searchFilterSchema } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, parseInput } from '../../platform/graphql/errors.ts';
import { RoleTypeRef } from '../../platform/graphql/enums.ts';
import { SearchPersonRef, UserAvatarRef } from '../directory/index.ts';
import { NamedItemRef, type ProgramView, ProgramRef, programsOfUser } from '../startups/index.ts';
import { CurrentUserRef } from '../users/index.ts';
import {
  addProgramMembers,
  listProgramMemberCandidates,
  listProgramMembers,
  type ProgramMemberView,
  programForMembers,
  removeProgramMembers,
  setProgramMembers,
} from './program-members.service.ts';

/** How many people the picker of a programme's people offers for one search. */
const CANDIDATES_LIMIT = 20;

const ProgramMemberRef = builder.objectRef<ProgramMemberView>('ProgramMember').implement({
  description: 'A person taking part in a programme of people (a mentor track, a fellowship)',
  fields: (t) => ({
    user: t.field({ type: UserAvatarRef, resolve: (m) => m.user }),
    roleType: t.field({ type: RoleTypeRef, resolve: (m) => m.roleType }),
    roleLabel: t.exposeString('roleLabel', { description: 'With the Founder rule of spec 01 §6' }),
    addedAt: t.field({ type: 'DateTime', resolve: (m) => m.addedAt }),
  }),
});

const ProgramMemberPageRef = builder
  .objectRef<{
    program: ProgramView;
    results: ProgramMemberView[];
    totalCount: number;
    page: number;
    pageSize: number;
  }>('ProgramMemberPage')
  .implement({
    fields: (t) => ({
      program: t.field({ type: ProgramRef, resolve: (p) => p.program }),
      results: t.field({ type: [ProgramMemberRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount', { description: 'How many people match the search' }),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

const pageOf = (page: number | null | undefined) => Math.max(0, Math.min(10_000, page ?? 0));

builder.queryFields((t) => ({
  programMembers: t.field({
    type: ProgramMemberPageRef,
    description:
      'The people of a programme of people, by name, searched by name or e-mail, 25 a page (startup managers, its admins, the admin group)',
    authScopes: { authenticated: true },
    args: {
      programId: t.arg.id({ required: true }),
      search: t.arg.string(),
      page: t.arg.int({ defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const { search } = parseInput(searchFilterSchema, { search: args.search });
      const page = pageOf(args.page);
      const found = await listProgramMembers(ctx, String(args.programId), search, page);
      return { ...found, page, pageSize: PROGRAM_MEMBERS_PAGE_SIZE };
    },
  }),
  programMemberCandidates: t.field({
    type: [SearchPersonRef],
    description: 'Active or invited people who may join a programme of people and are not in it, by name or e-mail',
    authScopes: { authenticated: true },
    args: { programId: t.arg.id({ required: true }), search: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const program = await programForMembers(ctx, String(args.programId));
      const { search } = parseInput(searchFilterSchema, { search: args.search });
      return listProgramMemberCandidates(ctx, program, search, CANDIDATES_LIMIT);
    },
  }),
}));

builder.mutationFields((t) => ({
  addProgramMembers: t.field({
    type: ProgramRef,
    description: 'Adds people to a programme of people; those already in it stay (at most 100 at once)',
    authScopes: { authenticated: true },
    args: { programId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) =>
      addProgramMembers(ctx, await programForMembers(ctx, String(args.programId)), args.userIds.map(String)),
  }),
  removeProgramMembers: t.field({
    type: ProgramRef,
    description: 'Takes people out of a programme of people (at most 100 at once)',
    authScopes: { authenticated: true },
    args: { programId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) =>
      removeProgramMembers(ctx, await programForMembers(ctx, String(args.programId)), args.userIds.map(String)),
  }),
  setProgramMembers: t.field({
    type: ProgramRef,
    description: 'Replaces the people of a programme of people (at most 100)',
    authScopes: { authenticated: true },
    args: { programId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) =>
      setProgramMembers(ctx, await programForMembers(ctx, String(args.programId)), args.userIds.map(String)),
  }),
}));

builder.objectField(CurrentUserRef, 'programs', (t) =>
  t.field({
    type: [NamedItemRef],
    description:
      "The programmes of people the signed-in user takes part in (their startups' programmes are on startups)",
    resolve: (user, _args, ctx) => {
      if (!ctx.incubator) throw new AuthenticationRequiredError();
      return programsOfUser(ctx.db, ctx.incubator.id, user.id);
    },
  }),
);
