import { isUuid } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { AuthenticationRequiredError, NotFoundError } from '../../platform/graphql/errors.ts';
import { membersOfStartups, StartupRefType, startupsOfUsers } from '../startups/index.ts';
import { CurrentUserRef, UserRoleRef } from '../users/index.ts';
import { displayName, type HoverCard, hoverCard, loadAvatars } from './directory.service.ts';
import { SearchPersonRef, UserAvatarRef } from './directory.refs.ts';

UserAvatarRef.implement({
  description: 'A person as avatars and cards show them (initials when there is no image)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (user, _args, ctx) => displayName(user, ctx.request.language) }),
    avatar: t.exposeString('avatar', { nullable: true }),
    startups: t.field({ type: [StartupRefType], resolve: (user) => user.startups }),
  }),
});

SearchPersonRef.implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    avatar: t.exposeString('avatar', { nullable: true }),
    email: t.exposeString('email'),
    roleLabel: t.exposeString('roleLabel'),
  }),
});

const HoverCardRoleRef = builder.objectRef<HoverCard>('HoverCardRole').implement({
  fields: (t) => ({
    type: t.string({ resolve: (card) => card.role.type }),
    label: t.exposeString('roleLabel', { description: 'With the Founder rule of spec 01 §6' }),
    role: t.field({ type: UserRoleRef, resolve: (card) => card.role }),
  }),
});

const UserHoverCardRef = builder.objectRef<HoverCard>('UserHoverCard').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    cover: t.exposeString('cover', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (user, _args, ctx) => displayName(user, ctx.request.language) }),
    role: t.field({ type: HoverCardRoleRef, resolve: (card) => card }),
    startups: t.field({ type: [StartupRefType], resolve: (card) => card.startups }),
    timezone: t.exposeString('timezone', { nullable: true }),
  }),
});

// The spec names the hover-card query `user` (spec 02 §7); `userHoverCard` says what it is. Both answer the same.
for (const name of ['userHoverCard', 'user'] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: UserHoverCardRef,
      description: "A person's hover card: cover, avatar, name, role, startups and timezone",
      authScopes: { authenticated: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
        const id = String(args.id);
        const card = isUuid(id) ? await hoverCard(ctx.db, ctx.incubator.id, id) : null;
        if (!card) throw new NotFoundError('The person');
        return card;
      },
    }),
  );
}

builder.objectField(StartupRefType, 'people', (t) =>
  t.field({
    type: [UserAvatarRef],
    description: 'The people of the startup (cofounders, community members)',
    resolve: async (startup, _args, ctx) => {
      if (!ctx.incubator) throw new AuthenticationRequiredError();
      const members = await membersOfStartups(ctx.db, ctx.incubator.id, [startup.id]);
      const people = await loadAvatars(ctx.db, ctx.incubator.id, members.get(startup.id) ?? []);
      return [...people.values()];
    },
  }),
);

builder.objectField(CurrentUserRef, 'startups', (t) =>
  t.field({
    type: [StartupRefType],
    description: 'The startups the signed-in user belongs to',
    resolve: async (user, _args, ctx) => {
      if (!ctx.incubator) throw new AuthenticationRequiredError();
      return (await startupsOfUsers(ctx.db, ctx.incubator.id, [user.id])).get(user.id) ?? [];
    },
  }),
);
