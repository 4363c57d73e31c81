import { PAGE_SIZE, searchFilterSchema } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, parseInput } from '../../platform/graphql/errors.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { StartupRefType } from '../startups/index.ts';
import { CurrentUserRef } from '../users/index.ts';
import {
  type AssignationView,
  assignedStartupsOf,
  listAssignableUsers,
  listMentors,
  listStartupAssignations,
  type MentorView,
  setMentorStartups,
  setStartupAssignations,
} from './assignation.service.ts';

const AssignationRef = builder.objectRef<AssignationView>('StartupAssignation').implement({
  description: 'A startup and the coaches, mentors and experts assigned to it',
  fields: (t) => ({
    startup: t.field({ type: StartupRefType, resolve: (a) => a.startup }),
    users: t.field({ type: [UserAvatarRef], resolve: (a) => a.users }),
  }),
});

const AssignationPageRef = builder
  .objectRef<{ results: AssignationView[]; totalCount: number }>('StartupAssignationPage')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [AssignationRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });

builder.queryFields((t) => ({
  startupAssignations: t.field({
    type: AssignationPageRef,
    description: 'Startups with their assigned coaches, mentors and experts, by name, 25 a page',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: {
      search: t.arg.string(),
      page: t.arg.int({ defaultValue: 0 }),
      pageSize: t.arg.int({ defaultValue: PAGE_SIZE }),
    },
    resolve: (_root, args, ctx) => {
      const pageSize = Math.min(100, Math.max(1, args.pageSize ?? PAGE_SIZE));
      const page = Math.max(0, args.page ?? 0);
      const { search } = parseInput(searchFilterSchema, args);
      return listStartupAssignations(ctx, search, page, pageSize);
    },
  }),
  assignableUsers: t.field({
    type: [UserAvatarRef],
    description: 'Coaches, mentors and experts who can be assigned to startups (active or invited)',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => listAssignableUsers(ctx, parseInput(searchFilterSchema, args).search),
  }),
}));

builder.mutationField('setStartupAssignations', (t) =>
  t.field({
    type: AssignationRef,
    description: 'Replaces the coaches, mentors and experts assigned to a startup',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { startupId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => setStartupAssignations(ctx, String(args.startupId), args.userIds.map(String)),
  }),
);

builder.objectField(CurrentUserRef, 'assignedStartups', (t) =>
  t.field({
    type: [StartupRefType],
    description: 'The startups the signed-in coach, mentor or expert is assigned to',
    resolve: (user, _args, ctx) => {
      if (!ctx.incubator) throw new AuthenticationRequiredError();
      return assignedStartupsOf(ctx.db, ctx.incubator.id, user.id);
    },
  }),
);

const MentorRef = builder.objectRef<MentorView>('Mentor').implement({
  description: 'A mentor or expert with the startups they are assigned to',
  fields: (t) => ({
    user: t.field({ type: UserAvatarRef, resolve: (m) => m.user }),
    roleType: t.exposeString('roleType'),
    headline: t.exposeString('headline', { nullable: true }),
    startups: t.field({ type: [StartupRefType], resolve: (m) => m.startups }),
  }),
});

const MentorPageRef = builder.objectRef<{ results: MentorView[]; totalCount: number }>('MentorPage').implement({
  fields: (t) => ({
    results: t.field({ type: [MentorRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.queryField('mentors', (t) =>
  t.field({
    type: MentorPageRef,
    description: 'Mentors management (/startups/mentors): mentors and experts with their startups, 25 a page',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, args, ctx) =>
      listMentors(ctx, parseInput(searchFilterSchema, args).search, Math.max(0, args.page ?? 0)),
  }),
);

builder.mutationField('setMentorStartups', (t) =>
  t.field({
    type: MentorRef,
    description: 'Replaces the startups a mentor or expert is assigned to',
    authScopes: { permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT' },
    args: { userId: t.arg.id({ required: true }), startupIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => setMentorStartups(ctx, String(args.userId), args.startupIds.map(String)),
  }),
);
