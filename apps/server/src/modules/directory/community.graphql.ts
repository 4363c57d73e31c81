import {
  optionalText,
  profileSchema,
  requiredText,
  ROLE_TYPES,
  SOCIAL_NETWORKS,
  searchText,
  type UserProfileData,
} from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { NamedItemRef, StartupRefType } from '../startups/index.ts';
import { TagRef } from '../taxonomy/index.ts';
import { fullName, UserRoleRef } from '../users/index.ts';
import {
  communitySearch,
  findProfile,
  type Named,
  type ProfileView,
  type StartupCard,
  updateMyProfile,
} from './community.service.ts';

const SocialRef = builder.objectRef<UserProfileData['info'] & object>('ProfileSocialLinks').implement({
  fields: (t) =>
    Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        t.string({ nullable: true, resolve: (info) => info?.[network] ?? null }),
      ]),
    ) as never,
});

const IndustryItemRef = builder.objectRef<Named>('ProfileIndustry').implement({
  fields: (t) => ({ _id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const ProfileRef = builder.objectRef<ProfileView>('UserProfile').implement({
  description: 'A person’s profile as the community shows it (private fields to themselves and user editors only)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (p) => fullName(p) }),
    headline: t.exposeString('headline', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    cover: t.exposeString('cover', { nullable: true }),
    timezone: t.exposeString('timezone', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    role: t.field({ type: UserRoleRef, resolve: (p) => p.role as never }),
    roleLabel: t.exposeString('roleLabel'),
    bio: t.string({ nullable: true, resolve: (p) => p.profile.bio ?? null }),
    wordFrom: t.string({ nullable: true, resolve: (p) => p.profile.wordFrom ?? null }),
    country: t.string({ nullable: true, resolve: (p) => p.profile.country ?? null }),
    countryOrigin: t.string({ nullable: true, resolve: (p) => p.profile.countryOrigin ?? null }),
    locations: t.stringList({ resolve: (p) => p.profile.locations ?? [] }),
    expertise: t.stringList({ resolve: (p) => p.profile.expertise ?? [] }),
    email: t.string({ nullable: true, resolve: (p) => (p.seesPrivate ? p.email : null) }),
    phone: t.string({ nullable: true, resolve: (p) => (p.seesPrivate ? (p.profile.phone ?? null) : null) }),
    gender: t.string({ nullable: true, resolve: (p) => (p.seesPrivate ? (p.profile.gender ?? null) : null) }),
    birthday: t.string({ nullable: true, resolve: (p) => (p.seesPrivate ? (p.profile.birthday ?? null) : null) }),
    info: t.field({
      type: SocialRef,
      nullable: true,
      description: 'Social links (USER_PROFILE/SOCIAL_MEDIA:VIEW)',
      resolve: (p) => (p.seesSocial ? (p.profile.info ?? {}) : null),
    }),
    industries: t.field({ type: [IndustryItemRef], resolve: (p) => p.industries }),
    skills: t.field({ type: [TagRef], resolve: (p) => p.skills }),
    tags: t.field({
      type: [TagRef],
      description: 'User tags (TAGS:USER:VIEW)',
      resolve: (p) => (p.seesTags ? p.tags : []),
    }),
    startups: t.field({ type: [StartupRefType], resolve: (p) => p.startups }),
    programs: t.field({
      type: [NamedItemRef],
      description: 'The programmes of people the person takes part in (a mentor track, a fellowship)',
      resolve: (p) => p.programs,
    }),
    isMe: t.exposeBoolean('isMe'),
  }),
});

const CommunityStartupRef = builder.objectRef<StartupCard>('CommunityStartup').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    industries: t.field({ type: [IndustryItemRef], resolve: (s) => s.industries }),
    tags: t.field({ type: [IndustryItemRef], resolve: (s) => s.tags }),
  }),
});

const CommunityKindRef = builder.enumType('CommunitySearchKind', { values: ['PEOPLE', 'STARTUPS'] as const });

const CommunityPageRef = builder
  .objectRef<{ people: ProfileView[]; startups: StartupCard[]; totalCount: number; page: number }>(
    'CommunitySearchPage',
  )
  .implement({
    fields: (t) => ({
      people: t.field({ type: [ProfileRef], resolve: (p) => p.people }),
      startups: t.field({ type: [CommunityStartupRef], resolve: (p) => p.startups }),
      totalCount: t.exposeInt('totalCount'),
      page: t.exposeInt('page'),
    }),
  });

const uuidList = z.array(z.string().uuid('This item was not found')).max(50);
const communityFilterSchema = z.object({
  search: searchText,
  roleTypes: z
    .array(z.enum(ROLE_TYPES, { error: 'Unknown role type' }))
    .max(ROLE_TYPES.length, 'Too many role types')
    .nullish(),
});

builder.queryFields((t) => ({
  communitySearch: t.field({
    type: CommunityPageRef,
    description:
      'The community directory (/community/search): people or startups the viewer’s role may see, by name, role, tag, industry and skill, 24 a page',
    authScopes: { authenticated: true },
    args: {
      kind: t.arg({ type: CommunityKindRef, required: true }),
      search: t.arg.string(),
      roleTypes: t.arg.stringList(),
      tagIds: t.arg.idList(),
      industryIds: t.arg.idList(),
      skillIds: t.arg.idList(),
      page: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => {
      const ids = (field: string, value: readonly (string | number)[] | null | undefined) => {
        const parsed = uuidList.safeParse((value ?? []).map(String));
        if (!parsed.success) throw new ValidationError([{ field, message: 'This item was not found' }]);
        return parsed.data;
      };
      const tagIds = ids('tagIds', args.tagIds);
      const industryIds = ids('industryIds', args.industryIds);
      const skillIds = ids('skillIds', args.skillIds);
      const filter = parseInput(communityFilterSchema, { search: args.search, roleTypes: args.roleTypes });
      return communitySearch(ctx, {
        kind: args.kind,
        search: filter.search,
        roleTypes: filter.roleTypes,
        tagIds,
        industryIds,
        skillIds,
        page: Math.max(0, args.page ?? 0),
      });
    },
  }),
  profile: t.field({
    type: ProfileRef,
    description: 'A person’s profile (/profile/:id); people the viewer’s role may not see are not found',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findProfile(ctx, String(args.id)),
  }),
}));

const SocialInputRef = builder.inputType('ProfileSocialLinksInput', {
  fields: (t) => ({
    linkedin: t.string(),
    twitter: t.string(),
    facebook: t.string(),
    angellist: t.string(),
  }),
});

const ProfileInputRef = builder.inputType('ProfileInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    headline: t.string(),
    bio: t.string(),
    wordFrom: t.string(),
    phone: t.string(),
    country: t.string(),
    countryOrigin: t.string(),
    gender: t.string(),
    birthday: t.string({ description: 'yyyy-MM-dd' }),
    locations: t.stringList(),
    expertise: t.stringList(),
    info: t.field({ type: SocialInputRef }),
    industryIds: t.idList(),
    skillIds: t.idList({ description: 'Tags of the skills kind' }),
  }),
});

const namesSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  headline: optionalText('Headline', 200).transform((value) => value || null),
});

builder.mutationField('updateMyProfile', (t) =>
  t.field({
    type: ProfileRef,
    description: 'Changes the signed-in person’s own profile (every field of spec 02 §3 that a profile shows)',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ProfileInputRef, required: true }) },
    resolve: (_root, args, ctx) => {
      const { industryIds: rawIndustries, skillIds: rawSkills, firstName, lastName, headline, ...rest } = args.input;
      const names = parseInput(namesSchema, { firstName, lastName, headline });
      const profile = parseInput(profileSchema, {
        ...rest,
        locations: rest.locations ?? [],
        expertise: rest.expertise ?? [],
        info: rest.info ?? {},
      });
      const industryIds = [...new Set((rawIndustries ?? []).map(String))];
      const skillIds = [...new Set((rawSkills ?? []).map(String))];
      if (industryIds.some((id) => !z.string().uuid().safeParse(id).success)) {
        throw new ValidationError([{ field: 'industryIds', message: 'This item was not found' }]);
      }
      if (skillIds.some((id) => !z.string().uuid().safeParse(id).success)) {
        throw new ValidationError([{ field: 'skillIds', message: 'This item was not found' }]);
      }
      return updateMyProfile(ctx, { names, profile, industryIds, skillIds });
    },
  }),
);
