import {
  DECISION_ACTIONS,
  type DecisionAction,
  decisionEmailSchema,
  funnelSchema,
  isStorableText,
  ROUND_KINDS,
  type RoundKind,
  roundsSchema,
} from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import {
  canCreateDecisionEmail,
  canCreateFunnel,
  canEditDecisionEmail,
  canListFunnels,
  canOpenFunnelsManagement,
} from '../../policies/index.ts';
import {
  administersAFunnel,
  archiveFunnel,
  createFunnel,
  type DecisionEmailView,
  deleteDecisionEmail,
  deleteFunnel,
  findDecisionEmail,
  findFunnelView,
  type FunnelView,
  listDecisionEmails,
  listFunnels,
  openCalls,
  publishedCall,
  publishFunnel,
  saveDecisionEmail,
  setFunnelAdmins,
  setFunnelRounds,
  updateFunnel,
} from './funnel.service.ts';
import { FunnelRef, FunnelRoundRef } from './funnel.refs.ts';

const RoundKindRef = builder.enumType('FunnelRoundKind', { values: ROUND_KINDS });
const DecisionActionRef = builder.enumType('DecisionAction', { values: DECISION_ACTIONS });

FunnelRoundRef.implement({
  description: 'A round of a funnel: a further form, an evaluation, an interview or the decision',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: RoundKindRef, resolve: (round) => round.kind as RoundKind }),
    position: t.exposeInt('position'),
    description: t.exposeString('description', { nullable: true }),
    formId: t.exposeID('formId', { nullable: true, description: "The base id of the round's form" }),
    deadline: t.field({ type: 'DateTime', nullable: true, resolve: (round) => round.deadline }),
  }),
});

const ProgramOfFunnelRef = builder.objectRef<NonNullable<FunnelView['program']>>('FunnelProgram').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'startup or user: who the programme takes in' }),
  }),
});

const IntakeFormRef = builder.objectRef<NonNullable<FunnelView['intakeForm']>>('FunnelIntakeForm').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { description: 'The current version of the form' }),
    baseId: t.exposeID('baseId'),
    title: t.exposeString('title'),
  }),
});

const FunnelViewerCanRef = builder.objectRef<FunnelView>('FunnelViewerCan').implement({
  fields: (t) => ({
    edit: t.exposeBoolean('canEdit'),
    delete: t.exposeBoolean('canDelete'),
  }),
});

/** What anyone sees of a call (its public page); the staff's Funnel adds its processing fields. */
const CallRef = builder.interfaceRef<FunnelView>('Call').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description', { nullable: true }),
    eligibility: t.exposeString('eligibility', { nullable: true }),
    cover: t.exposeString('cover', { nullable: true }),
    opensAt: t.field({ type: 'DateTime', nullable: true, resolve: (funnel) => funnel.opensAt }),
    closesAt: t.field({ type: 'DateTime', nullable: true, resolve: (funnel) => funnel.closesAt }),
    isOpen: t.exposeBoolean('isOpen', { description: 'Published, opened and not past its closing date' }),
    allowCofounders: t.exposeBoolean('allowCofounders'),
    program: t.field({ type: ProgramOfFunnelRef, nullable: true, resolve: (funnel) => funnel.program }),
    intakeForm: t.field({ type: IntakeFormRef, nullable: true, resolve: (funnel) => funnel.intakeForm }),
  }),
});

FunnelRef.implement({
  description: 'A funnel: an open call of a programme with its intake form and its rounds',
  interfaces: [CallRef],
  fields: (t) => ({
    anonymous: t.exposeBoolean('anonymous'),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (funnel) => funnel.publishedAt }),
    archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (funnel) => funnel.archivedAt }),
    rounds: t.field({ type: [FunnelRoundRef], resolve: (funnel) => funnel.rounds }),
    adminIds: t.idList({ resolve: (funnel) => funnel.adminIds }),
    applicationCount: t.exposeInt('applicationCount', { description: 'Drafts included' }),
    submittedCount: t.exposeInt('submittedCount'),
    createdAt: t.field({ type: 'DateTime', resolve: (funnel) => funnel.createdAt }),
    viewerCan: t.field({ type: FunnelViewerCanRef, resolve: (funnel) => funnel }),
  }),
});

const ApplyCallRef = builder.objectRef<FunnelView>('ApplyCall').implement({
  description: 'A published call as /apply/explore and /apply/program/:slug show it',
  interfaces: [CallRef],
  fields: () => ({}),
});

const DecisionEmailRef = builder.objectRef<DecisionEmailView>('FunnelDecisionEmail').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    action: t.field({ type: DecisionActionRef, resolve: (email) => email.action as DecisionAction }),
    language: t.exposeString('language'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    canEdit: t.exposeBoolean('canEdit', { description: 'EMAIL_REJECTION:EDIT (ALL, or OWN: the creator)' }),
    updatedAt: t.field({ type: 'DateTime', resolve: (email) => email.updatedAt }),
  }),
});

const FunnelInputRef = builder.inputType('FunnelInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    slug: t.string(),
    programId: t.id({ required: true }),
    description: t.string(),
    eligibility: t.string(),
    cover: t.string(),
    opensAt: t.string({ description: 'ISO 8601 instant (the page shows it in the organisation time zone)' }),
    closesAt: t.string({ description: 'ISO 8601 instant: submissions are refused from then on' }),
    intakeFormId: t.id({ description: 'A form of kind intake (any version of it)' }),
    allowCofounders: t.boolean(),
    anonymous: t.boolean(),
  }),
});

const RoundInputRef = builder.inputType('FunnelRoundInput', {
  fields: (t) => ({
    id: t.id({ description: 'An existing round to keep; none for a new round' }),
    kind: t.field({ type: RoundKindRef, required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    formId: t.id({ description: 'The form of a form round (or of an evaluation round)' }),
    deadline: t.string(),
  }),
});

const DecisionEmailInputRef = builder.inputType('FunnelDecisionEmailInput', {
  fields: (t) => ({
    action: t.field({ type: DecisionActionRef, required: true }),
    language: t.string({ required: true }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
  }),
});

const FunnelFilterRef = builder.inputType('FunnelFilter', {
  fields: (t) => ({ search: t.string(), archived: t.boolean(), programId: t.id() }),
});
const filterSchema = z.object({
  search: z
    .string()
    .trim()
    .max(200)
    .refine(isStorableText, 'Search contains a character that is not allowed')
    .nullish(),
  archived: z.boolean().nullish(),
  programId: z.string().nullish(),
});

/** The funnel, for someone who may change it (FUNNEL:EDIT or its admin); NotFound when they may not even see it. */
async function editableFunnel(ctx: Ctx, id: string): Promise<FunnelView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const funnel = await findFunnelView(ctx.db, incubatorId, viewer, id);
  if (!funnel.canEdit) {
    if (!canListFunnels(viewer, funnel.adminIds.includes(viewer.userId))) throw new NotFoundError('The funnel');
    throw new ForbiddenError();
  }
  return funnel;
}

async function reload(ctx: Ctx, id: string): Promise<FunnelView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findFunnelView(ctx.db, incubatorId, viewer, id);
}

builder.queryFields((t) => ({
  funnels: t.field({
    type: [FunnelRef],
    description:
      'The funnels management list: every funnel (FUNNELS:VIEW:LIST ALL) or those one administers (FUNNEL:CREATE too)',
    authScopes: { authenticated: true },
    args: { filter: t.arg({ type: FunnelFilterRef }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canOpenFunnelsManagement(viewer, await administersAFunnel(ctx.db, incubatorId, viewer.userId))) {
        throw new ForbiddenError();
      }
      return listFunnels(ctx.db, incubatorId, viewer, parseInput(filterSchema, args.filter ?? {}));
    },
  }),
  funnel: t.field({
    type: FunnelRef,
    description: "One funnel, for its builder (FUNNELS:VIEW:LIST, FUNNEL:EDIT, or one of the funnel's admins)",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const funnel = await findFunnelView(ctx.db, incubatorId, viewer, String(args.id));
      const admin = funnel.adminIds.includes(viewer.userId);
      if (!funnel.canEdit && !canListFunnels(viewer, admin)) throw new NotFoundError('The funnel');
      return funnel;
    },
  }),
  applyCalls: t.field({
    type: [ApplyCallRef],
    description: 'The published calls that are open or opening (/apply/explore), soonest deadline first',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => {
      if (!ctx.incubator) throw new NotFoundError('The organisation');
      return openCalls(ctx.db, ctx.incubator.id);
    },
  }),
  applyCall: t.field({
    type: ApplyCallRef,
    description: 'A published call by its address (/apply/program/:slug)',
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.incubator) throw new NotFoundError('This call');
      const slug = args.slug.trim().toLowerCase();
      if (slug.length > 80 || !isStorableText(slug)) throw new NotFoundError('This call');
      return publishedCall(ctx.db, ctx.incubator.id, slug);
    },
  }),
  funnelDecisionEmails: t.field({
    type: [DecisionEmailRef],
    description: "A funnel's decision e-mails, per decision and language",
    authScopes: { authenticated: true },
    args: { funnelId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.funnelId));
      const { viewer, incubatorId } = viewerOf(ctx);
      return listDecisionEmails(ctx.db, incubatorId, viewer, funnel.id);
    },
  }),
}));

builder.mutationFields((t) => ({
  createFunnel: t.field({
    type: FunnelRef,
    description: 'Creates a funnel with a decision round; its creator becomes its admin (FUNNEL:CREATE)',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: FunnelInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canCreateFunnel(viewer)) throw new ForbiddenError();
      const id = await createFunnel(ctx.db, incubatorId, viewer, parseInput(funnelSchema, args.input));
      return reload(ctx, id);
    },
  }),
  updateFunnel: t.field({
    type: FunnelRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FunnelInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.id));
      const { viewer, incubatorId } = viewerOf(ctx);
      await updateFunnel(ctx.db, incubatorId, viewer, funnel, parseInput(funnelSchema, args.input));
      return reload(ctx, funnel.id);
    },
  }),
  setFunnelRounds: t.field({
    type: FunnelRef,
    description: 'Replaces the rounds in order (one decision round, last); a round with applications stays',
    authScopes: { authenticated: true },
    args: {
      id: t.arg.id({ required: true }),
      rounds: t.arg({ type: [RoundInputRef], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.id));
      const rounds = parseInput(roundsSchema, args.rounds);
      await setFunnelRounds(ctx.db, viewerOf(ctx).incubatorId, funnel, rounds);
      return reload(ctx, funnel.id);
    },
  }),
  setFunnelAdmins: t.field({
    type: FunnelRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.id));
      await setFunnelAdmins(ctx.db, viewerOf(ctx).incubatorId, funnel.id, args.userIds.map(String));
      return reload(ctx, funnel.id);
    },
  }),
  publishFunnel: t.field({
    type: FunnelRef,
    description: 'Puts the call on /apply/explore (it needs an intake form), or takes it off',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.id));
      await publishFunnel(ctx.db, viewerOf(ctx).incubatorId, funnel, args.published);
      return reload(ctx, funnel.id);
    },
  }),
  archiveFunnel: t.field({
    type: FunnelRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.id));
      await archiveFunnel(ctx.db, viewerOf(ctx).incubatorId, funnel, args.archived);
      return reload(ctx, funnel.id);
    },
  }),
  deleteFunnel: t.field({
    type: 'ID',
    description: 'Deletes a funnel without submitted applications (FUNNEL:DELETE)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const funnel = await findFunnelView(ctx.db, incubatorId, viewer, String(args.id));
      if (!funnel.canDelete) throw new ForbiddenError();
      return deleteFunnel(ctx.db, incubatorId, viewer, funnel);
    },
  }),
  saveFunnelDecisionEmail: t.field({
    type: DecisionEmailRef,
    description: 'Writes the e-mail of a decision in a language (EMAIL_REJECTION:CREATE, or :EDIT for an existing one)',
    authScopes: { authenticated: true },
    args: { funnelId: t.arg.id({ required: true }), input: t.arg({ type: DecisionEmailInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const funnel = await editableFunnel(ctx, String(args.funnelId));
      const { viewer, incubatorId } = viewerOf(ctx);
      const values = parseInput(decisionEmailSchema, args.input);
      const existing = (await listDecisionEmails(ctx.db, incubatorId, viewer, funnel.id)).find(
        (email) => email.action === values.action && email.language === values.language,
      );
      if (existing ? !canEditDecisionEmail(viewer, existing) : !canCreateDecisionEmail(viewer)) {
        throw new ForbiddenError();
      }
      const row = await saveDecisionEmail(ctx.db, incubatorId, viewer, funnel.id, values);
      return { ...row, canEdit: canEditDecisionEmail(viewer, row) };
    },
  }),
  deleteFunnelDecisionEmail: t.field({
    type: 'ID',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const email = await findDecisionEmail(ctx.db, incubatorId, String(args.id));
      await editableFunnel(ctx, email.funnelId);
      if (!canEditDecisionEmail(viewer, email)) throw new ForbiddenError();
      return deleteDecisionEmail(ctx.db, incubatorId, email.id);
    },
  }),
}));
