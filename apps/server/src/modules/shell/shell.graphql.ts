import { createHmac } from 'node:crypto';
import {
  docsUserType,
  FALLBACK_SUPPORT_EMAIL,
  formatMessage,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, NotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import {
  canSearchPeople,
  seesHomeSummary,
  seesOrganisationSupportMailbox,
  startupFileReach,
} from '../../policies/index.ts';
import { type PersonHit, SearchPersonRef, searchPeople } from '../directory/index.ts';
import { getIncubator } from '../organisations/index.ts';
import {
  assignedStartupIds,
  findStartups,
  listStartups,
  type StartupSummary,
  StartupRefType,
} from '../startups/index.ts';
import { listTasks, type TaskView, TaskRef, taskViewer } from '../tasks/index.ts';
import { excerptOf, pagesFor, searchGuide } from './docs.service.ts';
import { type HomeSummary, homeSummary } from './shell.service.ts';
import { z } from 'zod';

function scope(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { viewer: ctx.viewer, incubatorId: ctx.incubator.id };
}

interface SearchResults {
  people: PersonHit[];
  startups: StartupSummary[];
  tasks: TaskView[];
}
const SearchResultsRef = builder.objectRef<SearchResults>('SearchResults').implement({
  fields: (t) => ({
    people: t.field({ type: [SearchPersonRef], resolve: (r) => r.people }),
    startups: t.field({ type: [StartupRefType], resolve: (r) => r.startups }),
    tasks: t.field({ type: [TaskRef], resolve: (r) => r.tasks }),
  }),
});

const searchSchema = z.object({
  term: z
    .string()
    .trim()
    .max(100, 'Search must be less than or equal to 100 characters')
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Search' })),
  limit: z
    .number()
    .int()
    .min(1, 'Limit must be greater than or equal to 1')
    .max(20, 'Limit must be less than or equal to 20'),
});

builder.queryField('globalSearch', (t) =>
  t.field({
    type: SearchResultsRef,
    description: 'People, startups and tasks the viewer may see whose name matches',
    authScopes: { authenticated: true },
    args: { term: t.arg.string({ required: true }), limit: t.arg.int({ defaultValue: 5 }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = scope(ctx);
      const { term, limit } = parseInput(searchSchema, args);
      if (term.length < 2) return { people: [], startups: [], tasks: [] };
      const people = canSearchPeople(viewer)
        ? await searchPeople(ctx.db, incubatorId, term, viewer.userAccessRoles, limit)
        : [];
      const taskViewerData = await taskViewer(ctx.db, incubatorId, viewer);
      // The startups whose file the viewer may open: every one, or their own (and the ones they are assigned to).
      const reach = startupFileReach(viewer);
      const startups =
        reach === 'ALL'
          ? await listStartups(ctx.db, incubatorId, term, limit)
          : (
              await findStartups(ctx.db, incubatorId, [
                ...taskViewerData.startupIds,
                ...(reach === 'OWN_AND_ASSIGNED' ? await assignedStartupIds(ctx.db, incubatorId, viewer.userId) : []),
              ])
            )
              .filter((s) => s.name.toLowerCase().includes(term.toLowerCase()))
              .sort((a, b) => a.name.localeCompare(b.name))
              .slice(0, limit);
      const found = await listTasks(
        ctx.db,
        incubatorId,
        taskViewerData,
        { scope: 'MINE', search: term, completionStatus: 'PENDING' },
        { limit, offset: 0 },
      );
      return { people, startups, tasks: found.results };
    },
  }),
);

interface DocPage {
  slug: string;
  title: string;
  excerpt: string;
}
const DocPageRef = builder.objectRef<DocPage>('DocPage').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
  }),
});
const DocsSearchRef = builder.objectRef<{ userType: string; results: DocPage[] }>('DocsSearch').implement({
  fields: (t) => ({
    userType: t.exposeString('userType', { description: 'The audience of spec 01 §6 docs user type mapping' }),
    results: t.field({ type: [DocPageRef], resolve: (s) => s.results }),
  }),
});
const SupportDocRef = builder.objectRef<{ slug: string; title: string; content: string }>('SupportDoc').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Markdown' }),
  }),
});
const SupportContactRef = builder.objectRef<{ email: string | null; url: string }>('SupportContact').implement({
  fields: (t) => ({
    email: t.exposeString('email', {
      nullable: true,
      description: "The organisation's support mailbox, when it applies",
    }),
    url: t.exposeString('url', { description: 'Where to write otherwise' }),
  }),
});

const HomeSummaryRef = builder.objectRef<HomeSummary>('HomeSummary').implement({
  fields: (t) => ({
    people: t.exposeInt('people'),
    licensedUsers: t.exposeInt('licensedUsers'),
    pendingInvitations: t.exposeInt('pendingInvitations'),
    openTasks: t.exposeInt('openTasks'),
    overdueTasks: t.exposeInt('overdueTasks'),
    startups: t.exposeInt('startups'),
  }),
});

builder.queryFields((t) => ({
  searchDocs: t.field({
    type: DocsSearchRef,
    description: "Searches Cohort's user guide, limited to the pages for the viewer's kind of user",
    authScopes: { authenticated: true },
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const userType = docsUserType(scope(ctx).viewer.roleType);
      return { userType, results: searchGuide(userType, args.query.slice(0, 200)) };
    },
  }),
  supportDocs: t.field({
    type: DocsSearchRef,
    description: "The user guide's pages for the viewer's kind of user",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      const userType = docsUserType(scope(ctx).viewer.roleType);
      return {
        userType,
        results: pagesFor(userType).map((page) => ({ slug: page.slug, title: page.title, excerpt: excerptOf(page) })),
      };
    },
  }),
  supportDoc: t.field({
    type: SupportDocRef,
    authScopes: { authenticated: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const page = pagesFor(docsUserType(scope(ctx).viewer.roleType)).find((p) => p.slug === args.slug);
      if (!page) throw new NotFoundError('The page');
      return page;
    },
  }),
  supportContact: t.field({
    type: SupportContactRef,
    description:
      "Spec 01 §2.5: the organisation's support mailbox for users outside the first role group, when it has one; otherwise Cohort's contact",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = scope(ctx);
      const organisation = await getIncubator(ctx.db, incubatorId);
      const own = seesOrganisationSupportMailbox(viewer) ? (organisation?.supportEmail ?? null) : null;
      return { email: own, url: `mailto:${FALLBACK_SUPPORT_EMAIL}` };
    },
  }),
  chatSupportHash: t.string({
    description: 'The per-user hash the live chat widget uses to verify the signed-in user',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      const { viewer, incubatorId } = scope(ctx);
      return createHmac('sha256', ctx.signingKey).update(`chat:${incubatorId}:${viewer.userId}`).digest('hex');
    },
  }),
  homeSummary: t.field({
    type: HomeSummaryRef,
    nullable: true,
    description: "The organisation's key counts for staff (null for other users)",
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = scope(ctx);
      if (!seesHomeSummary(viewer)) return null;
      return homeSummary(ctx.db, incubatorId);
    },
  }),
}));
