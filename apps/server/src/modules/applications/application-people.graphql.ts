import { APPLICATION_MESSAGES, applicationPersonSchema, applySignUpSchema, LANGUAGES } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, IncubatorNotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import { mailContextOf } from './application-mail.ts';
import { inviteApplicationCofounder, removeApplicationCofounder } from './application-people.service.ts';
import { type ApplySignedUp, signUpToApply, takeSignUpSlot } from './application-signup.service.ts';
import { type ApplicationView, findApplicationView } from './application.service.ts';
import { ApplicationRef } from './application.refs.ts';

const ApplySignUpRef = builder.objectRef<ApplySignedUp>('ApplySignUp').implement({
  description: 'The account made to apply, signed in: the token and session the web app keeps, and the application',
  fields: (t) => ({
    token: t.exposeString('token'),
    sessionId: t.exposeID('sessionId'),
    userId: t.exposeID('userId'),
    applicationId: t.exposeID('applicationId'),
  }),
});

const languageSchema = z.enum(LANGUAGES).catch('en');
const targetSchema = z.object({
  call: z.string().trim().max(80).nullish(),
  leadToken: z.string().trim().max(80).nullish(),
});

async function reload(ctx: Ctx, id: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findApplicationView(ctx.db, incubatorId, viewer, id);
}

builder.mutationFields((t) => ({
  signUpToApply: t.field({
    type: ApplySignUpRef,
    description:
      'Creates an applicant account (pending until its e-mail is confirmed), starts the draft application to the call ' +
      '(or claims the lead of leadToken) and signs the person in (/application/new). Signed-out visitors only; limited ' +
      'per address.',
    authScopes: { public: true },
    args: {
      call: t.arg.string({ description: 'The address (slug) or id of the call applied to' }),
      leadToken: t.arg.string({ description: 'The transfer token of a lead made for this person, instead of a call' }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      startupName: t.arg.string({ required: true }),
      language: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.incubator) throw new IncubatorNotFoundError();
      if (ctx.viewer) throw new ForbiddenError(APPLICATION_MESSAGES.signedIn);
      const input = parseInput(applySignUpSchema, args);
      const target = parseInput(targetSchema, args);
      takeSignUpSlot(ctx.request.ip, ctx.incubator.id);
      return signUpToApply(
        await mailContextOf(ctx, ctx.incubator.id),
        ctx.signingKey,
        { ...input, ...target, language: languageSchema.parse(args.language ?? ctx.request.language) },
        { ip: ctx.request.ip, userAgent: ctx.request.userAgent, origin: ctx.request.origin },
      );
    },
  }),
  inviteApplicationCofounder: t.field({
    type: ApplicationRef,
    description:
      'The applicant invites a co-founder to their draft by e-mail: a person of the startup side joins at once, a new ' +
      'address gets a pending Applicant account and an invitation (refused when the call takes no co-founders, ' +
      'beyond the limit, or after the submission)',
    authScopes: { authenticated: true },
    args: {
      applicationId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const application = await reload(ctx, String(args.applicationId));
      if (application.applicantId !== viewer.userId) throw new ForbiddenError();
      const input = parseInput(applicationPersonSchema, args);
      await inviteApplicationCofounder(
        await mailContextOf(ctx, incubatorId),
        viewer,
        application,
        input,
        ctx.request.origin,
      );
      return reload(ctx, application.id);
    },
  }),
  removeApplicationCofounder: t.field({
    type: ApplicationRef,
    description: 'The applicant removes a co-founder from their draft, or a co-founder leaves it (then null)',
    nullable: true,
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const application = await reload(ctx, String(args.applicationId));
      await removeApplicationCofounder(ctx, viewer, application, String(args.userId));
      // A co-founder who left no longer sees the application: they get null back.
      return String(args.userId) === viewer.userId ? null : reload(ctx, application.id);
    },
  }),
}));
