import { searchFilterSchema, USER_STATUSES } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { recordActivity } from '../activity/index.ts';
import { getPlanInfo, PlanInfoRef } from '../organisations/index.ts';
import { findRole } from '../roles/index.ts';
import { findUserById, fullName, UserRoleRef, type UserWithRole } from '../users/index.ts';
import {
  type BatchAction,
  type BatchUpdate,
  USER_BATCH_QUEUE,
  USER_BATCH_UPDATED,
  type UserBatchJob,
} from './people.batch.ts';
import {
  applyChange,
  checkChange,
  createUserBatchOperation,
  employeeCount,
  findUserBatchOperation,
  listPeople,
  PEOPLE_REFUSALS,
  type UserBatchOperationRow,
} from './people.service.ts';
import { TagRef, type TagRow, tagsOfUsers } from '../taxonomy/index.ts';
import { startupsOfUsers } from '../startups/index.ts';
import { roleLabels } from '../directory/index.ts';

const StatusRef = builder.enumType('PersonStatus', { values: USER_STATUSES });

type PersonRow = UserWithRole & { tags?: TagRow[]; roleLabel?: string };

const PersonRef = builder.objectRef<PersonRow>('Person').implement({
  description: 'A user of the organisation, as administrators see them',
  fields: (t) => ({
    _id: t.exposeID('id'),
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (u) => fullName(u) }),
    status: t.field({ type: StatusRef, resolve: (u) => u.status }),
    validated: t.exposeBoolean('validated'),
    role: t.field({ type: UserRoleRef, resolve: (u) => u.role }),
    roleLabel: t.string({
      description: "The role's label with the Founder rule (spec 01 §6)",
      resolve: (u) => u.roleLabel ?? u.role.label ?? u.role.type,
    }),
    tags: t.field({ type: [TagRef], resolve: (u) => u.tags ?? [] }),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
  }),
});

const PeoplePageRef = builder
  .objectRef<{
    results: PersonRow[];
    totalCount: number;
    page: number;
    pageSize: number;
    employeeCount: number;
    employeeCountLimit: number;
  }>('PeoplePage')
  .implement({
    fields: (t) => ({
      results: t.field({ type: [PersonRef], resolve: (p) => p.results }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
      employeeCount: t.exposeInt('employeeCount', { description: 'Licensed users, active or pending' }),
      employeeCountLimit: t.exposeInt('employeeCountLimit'),
    }),
  });

function actorOf(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { actor: { userId: ctx.viewer.userId, roleType: ctx.viewer.roleType }, incubatorId: ctx.incubator.id };
}

/** Ids in a filter of the people list: ids that are not UUIDs name nothing (PostgreSQL would refuse them). */
const filterIds = z.array(z.string().refine(isUuid, 'This item was not found')).nullish();
const peopleFilterSchema = z.object({
  search: searchFilterSchema.shape.search,
  roleIds: filterIds,
  tagIds: filterIds,
});

builder.queryField('people', (t) =>
  t.field({
    type: PeoplePageRef,
    description: 'The users of the organisation: search, filters by role and status, 25 a page (user management)',
    authScopes: { $any: { roleGroup: 'adminGroup', permission: 'USER:EDIT' } },
    args: {
      search: t.arg.string(),
      roleIds: t.arg.idList(),
      statuses: t.arg({ type: [StatusRef] }),
      tagIds: t.arg.idList({ description: 'People tagged with any of these user tags' }),
      page: t.arg.int({ defaultValue: 0 }),
      pageSize: t.arg.int({ defaultValue: 25 }),
    },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = actorOf(ctx);
      const page = Math.max(0, args.page ?? 0);
      const pageSize = Math.min(100, Math.max(1, args.pageSize ?? 25));
      const filter = parseInput(peopleFilterSchema, {
        search: args.search,
        roleIds: args.roleIds?.map(String),
        tagIds: args.tagIds?.map(String),
      });
      const { results, totalCount } = await listPeople(
        ctx.db,
        incubatorId,
        {
          search: filter.search,
          roleIds: filter.roleIds ?? null,
          statuses: args.statuses ?? null,
          tagIds: filter.tagIds ?? null,
        },
        page,
        pageSize,
      );
      const ids = results.map((person) => person.id);
      const tags = await tagsOfUsers(ctx.db, incubatorId, ids);
      const startups = await startupsOfUsers(ctx.db, incubatorId, ids);
      const labels = await roleLabels(ctx.db, incubatorId, results, startups);
      return {
        results: results.map((person) => ({
          ...person,
          tags: tags.get(person.id) ?? [],
          roleLabel: labels.get(person.id),
        })),
        totalCount,
        page,
        pageSize,
        employeeCount: await employeeCount(ctx.db, incubatorId),
        employeeCountLimit: (await getPlanInfo(ctx.db, incubatorId)).employeeCountLimit,
      };
    },
  }),
);

async function changePerson(
  ctx: Ctx,
  userId: string,
  change: { roleId?: string; status?: (typeof USER_STATUSES)[number] },
) {
  const { actor, incubatorId } = actorOf(ctx);
  const checked = await checkChange(ctx.db, incubatorId, actor, userId, change);
  if (!checked.ok) {
    if (checked.reason === 'notFound') throw new NotFoundError('The user');
    throw new ValidationError([PEOPLE_REFUSALS[checked.reason]]);
  }
  await applyChange(ctx.db, incubatorId, userId, change);
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: actor.userId,
    action: change.status ? 'user.status.updated' : 'user.role.updated',
    entityType: 'user',
    entityId: userId,
    before: change.status
      ? { status: checked.user.status }
      : { roleId: checked.user.roleId, roleType: checked.user.role.type },
    after: change.status ? { status: change.status } : { roleId: change.roleId, roleType: checked.roleType },
  });
  const updated = await findUserById(ctx.db, incubatorId, userId);
  if (!updated) throw new NotFoundError('The user');
  return updated;
}

const BatchOperationRef = builder.objectRef<{ id: string; count: number }>('BatchOperation').implement({
  fields: (t) => ({ id: t.exposeID('id'), count: t.exposeInt('count') }),
});

const BatchItemRef = builder
  .objectRef<{ userId: string; succeeded: boolean; message: string | null }>('UserBatchItemResult')
  .implement({
    fields: (t) => ({
      userId: t.exposeID('userId'),
      succeeded: t.exposeBoolean('succeeded'),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

const BatchStateRef = builder.objectRef<UserBatchOperationRow>('UserBatchOperation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    total: t.exposeInt('total'),
    processed: t.exposeInt('processed'),
    failed: t.exposeInt('failed'),
    results: t.field({ type: [BatchItemRef], resolve: (o) => o.results }),
  }),
});

const BatchUpdateRef = builder.objectRef<BatchUpdate>('UserBatchOperationUpdate').implement({
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    updateType: t.exposeString('updateType'),
    userId: t.exposeID('userId', { nullable: true }),
    processed: t.exposeInt('processed'),
    failed: t.exposeInt('failed'),
    total: t.exposeInt('total'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

const BatchActionTypeRef = builder.enumType('UserBatchActionType', {
  values: ['CHANGE_STATUS', 'CHANGE_ROLE'] as const,
});
const BatchActionInput = builder.inputType('UserBatchActionInput', {
  fields: (t) => ({
    type: t.field({ type: BatchActionTypeRef, required: true }),
    status: t.field({ type: StatusRef }),
    roleId: t.id(),
  }),
});

export const USER_BATCH_LIMIT = 500;

builder.mutationFields((t) => ({
  changeUserRole: t.field({
    type: PersonRef,
    authScopes: { permission: 'USER:EDIT' },
    args: { userId: t.arg.id({ required: true }), roleId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => changePerson(ctx, String(args.userId), { roleId: String(args.roleId) }),
  }),
  changeUserStatus: t.field({
    type: PersonRef,
    authScopes: { permission: 'USER:EDIT' },
    args: { userId: t.arg.id({ required: true }), status: t.arg({ type: StatusRef, required: true }) },
    resolve: (_root, args, ctx) => changePerson(ctx, String(args.userId), { status: args.status }),
  }),
  startUserBatchOperation: t.field({
    type: BatchOperationRef,
    description: 'Changes the status or role of several users; follow it with userBatchOperationUpdated',
    authScopes: { permission: 'USER:EDIT' },
    args: { userIds: t.arg.idList({ required: true }), action: t.arg({ type: BatchActionInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, incubatorId } = actorOf(ctx);
      const userIds = [...new Set(args.userIds.map(String))];
      if (userIds.length === 0) throw new ValidationError([{ field: 'userIds', message: 'Select at least one user' }]);
      if (userIds.length > USER_BATCH_LIMIT) {
        throw new ValidationError([{ field: 'userIds', message: `A batch holds at most ${USER_BATCH_LIMIT} users` }]);
      }
      const action: BatchAction =
        args.action.type === 'CHANGE_STATUS'
          ? { type: 'CHANGE_STATUS', status: args.action.status ?? undefined }
          : { type: 'CHANGE_ROLE', roleId: args.action.roleId == null ? undefined : String(args.action.roleId) };
      if (action.type === 'CHANGE_STATUS' && !action.status)
        throw new ValidationError([{ field: 'action.status', message: 'Status is a required field' }]);
      if (action.type === 'CHANGE_ROLE' && !(action.roleId && (await findRole(ctx.db, incubatorId, action.roleId)))) {
        throw new ValidationError([{ field: 'action.roleId', message: 'This role was not found' }]);
      }
      const id = newId();
      await createUserBatchOperation(ctx.db, incubatorId, { id, createdBy: actor.userId, action, userIds });
      ctx.afterCommit(() => {
        ctx.jobs
          .send(USER_BATCH_QUEUE, { incubatorId, operationId: id, actor } satisfies UserBatchJob)
          .catch((error: unknown) => console.error('Could not queue the user batch', id, error));
      });
      return { id, count: userIds.length };
    },
  }),
}));

builder.queryField('userBatchOperation', (t) =>
  t.field({
    type: BatchStateRef,
    description: 'The state of a batch operation on users (its results so far)',
    authScopes: { permission: 'USER:EDIT' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = actorOf(ctx);
      if (!isUuid(String(args.id))) throw new NotFoundError('The batch operation');
      const row = await findUserBatchOperation(ctx.db, incubatorId, String(args.id));
      if (!row) throw new NotFoundError('The batch operation');
      return row;
    },
  }),
);

builder.subscriptionField('userBatchOperationUpdated', (t) =>
  t.field({
    type: BatchUpdateRef,
    description: 'Live progress of a batch operation on users',
    authScopes: { permission: 'USER:EDIT' },
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => {
      if (!ctx.incubator) throw new ForbiddenError();
      return ctx.pubsub.subscribe(
        ctx.incubator.id,
        `${USER_BATCH_UPDATED}:${String(args.operationId)}`,
      ) as AsyncIterable<BatchUpdate>;
    },
    resolve: (payload) => payload,
  }),
);

builder.objectField(PlanInfoRef, 'employeeCount', (t) =>
  t.int({
    description: 'Licensed users (employee grouping), active or pending, counted against employeeCountLimit',
    resolve: (plan, _args, ctx) => employeeCount(ctx.db, plan.incubatorId),
  }),
);
