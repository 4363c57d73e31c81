import { APPLICATION_MESSAGES, type FormAnswers, LANGUAGES, requiredText } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import {
  ApplicationRef,
  type ApplicationSheet,
  type ApplicationView,
  findApplicationView,
  mailApplicationSubmitted,
  refuseClosedCall,
  refuseUnclaimedLead,
  setApplicationState,
  setStartupName,
  writeSheet,
} from '../applications/index.ts';
import { type FunnelRoundRow, funnelViews } from '../funnels/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import { withCustomFields, writeCustomFieldAnswers } from './custom-field-questions.ts';
import { type FillableForm, FillableFormRef } from './form.refs.ts';
import { checkAnswers, currentFormRow, draftAnswers, type FormRow } from './form.service.ts';
import { fillable, respondentOf } from './form-fill.ts';
import { checkedFiles } from './form-submission.ts';

/**
 * The forms of an application (issue 14): its intake, filled while it is a draft, and the form of a form round, filled
 * while the application is in that round. They live in the forms module because they are fills of the forms engine
 * (checks, files, custom fields); the application's rules come from the applications module.
 */
interface ApplicationFormView {
  fill: FillableForm;
  application: ApplicationView;
  roundId: string | null;
  sheet: ApplicationSheet | null;
  prefill: FormAnswers;
  editable: boolean;
}

const ApplicationFormRef = builder.objectRef<ApplicationFormView>('ApplicationForm').implement({
  description: "An application's intake form or a form round's form, with the answers so far",
  fields: (t) => ({
    form: t.field({ type: FillableFormRef, resolve: (v) => v.fill }),
    application: t.field({ type: ApplicationRef, resolve: (v) => v.application }),
    roundId: t.id({ nullable: true, resolve: (v) => v.roundId }),
    answers: t.field({
      type: 'JSON',
      description: "The saved answers, else the person's stored profile values",
      resolve: (v) => v.sheet?.answers ?? v.prefill,
    }),
    status: t.string({ description: 'none, draft or submitted', resolve: (v) => v.sheet?.status ?? 'none' }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (v) => v.sheet?.submittedAt ?? null }),
    editable: t.exposeBoolean('editable', { description: 'Whether the viewer may still change these answers' }),
  }),
});

const languageSchema = z.enum(LANGUAGES).catch('en');
const startupNameSchema = z.object({ startupName: requiredText('Startup name', 120).nullish() });

async function applicationOf(ctx: Ctx, id: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findApplicationView(ctx.db, incubatorId, viewer, id);
}

/** The form a round asks for: a form round of the application's funnel. */
function formRound(roundId: string, rounds: FunnelRoundRow[]): FunnelRoundRow & { formId: string } {
  const round = rounds.find((r) => r.id === roundId);
  if (round?.kind !== 'form' || !round.formId) throw new NotFoundError('The round');
  return { ...round, formId: round.formId };
}

/** The rounds of the application's funnel. */
async function roundsOf(ctx: Ctx, application: ApplicationView) {
  const [funnel] = await funnelViews(ctx.db, application.incubatorId, null, [application.funnelId]);
  if (!funnel) throw new NotFoundError('The funnel');
  return funnel.rounds;
}

/** Which form a fill is about, its current version, and whether the viewer may change the answers. */
async function openApplicationForm(ctx: Ctx, applicationId: string, roundId: string | null) {
  const application = await applicationOf(ctx, applicationId);
  let baseId: string;
  let editable: boolean;
  let deadline: Date | null = null;
  if (roundId === null) {
    if (!application.funnel.intakeFormId) throw new NotFoundError('The form');
    baseId = application.funnel.intakeFormId;
    editable = application.viewerCan.editDraft;
  } else {
    const round = formRound(roundId, await roundsOf(ctx, application));
    if (!application.viewerCan.viewAsStaff && application.roundId !== round.id) {
      // An applicant sees a round's form only once the application reached that round.
      const answered = application.sheets.some((sheet) => sheet.baseId === round.formId);
      if (!answered) throw new ValidationError([{ field: 'roundId', message: APPLICATION_MESSAGES.notYourRound }]);
    }
    baseId = round.formId;
    deadline = round.deadline;
    editable =
      !application.viewerCan.viewAsStaff &&
      application.roundId === round.id &&
      application.members.some((member) => member.userId === viewerOf(ctx).viewer.userId);
  }
  const sheet = application.sheets.find((s) => s.baseId === baseId) ?? null;
  if (sheet?.status === 'submitted') editable = false;
  const form = await currentFormRow(ctx.db, application.incubatorId, baseId);
  return { application, form, sheet, editable, deadline };
}

async function fillView(ctx: Ctx, opened: Awaited<ReturnType<typeof openApplicationForm>>, roundId: string | null) {
  const flags = await getFeatureFlags(ctx.db, opened.application.incubatorId);
  // Custom field questions open with the applicant's own values, never those of staff filling a lead for someone.
  const { viewer } = viewerOf(ctx);
  const person = opened.application.members.some((member) => member.userId === viewer.userId);
  const { form, prefill } = await withCustomFields(ctx.db, opened.form, person ? respondentOf(viewer) : null);
  return {
    fill: await fillable(ctx, form, flags.qUserAddRow),
    application: opened.application,
    roundId,
    sheet: opened.sheet,
    prefill: opened.editable ? prefill : {},
    editable: opened.editable,
  } satisfies ApplicationFormView;
}

/** Checks a sheet for submission against the form's current version (files and custom fields included). */
async function checkedSheet(ctx: Ctx, form: FormRow, answers: unknown, language: string | null | undefined) {
  const { viewer } = viewerOf(ctx);
  const flags = await getFeatureFlags(ctx.db, form.incubatorId);
  const { form: withFields, writable } = await withCustomFields(ctx.db, form, respondentOf(viewer));
  const checked = await checkedFiles(
    ctx,
    withFields,
    checkAnswers(withFields, answers, {
      roleType: viewer.roleType,
      language: languageSchema.parse(language),
      maxFileSize: ctx.config.uploadLimitBytes,
      userAddRows: flags.qUserAddRow,
    }),
  );
  await writeCustomFieldAnswers(ctx.db, form.incubatorId, viewer.userId, writable, checked.answers);
  return checked;
}

const fillArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  applicationId: t.arg.id({ required: true }),
  answers: t.arg({ type: 'JSON', required: true }),
  language: t.arg.string(),
});

function refuseLockedDraft(application: ApplicationView): void {
  if (application.viewerCan.editDraft) return;
  if (application.status !== 'draft') {
    throw new ValidationError([{ field: 'applicationId', message: APPLICATION_MESSAGES.alreadySubmitted }]);
  }
  throw new ForbiddenError();
}

builder.queryField('applicationForm', (t) =>
  t.field({
    type: ApplicationFormRef,
    description:
      "An application's intake form (no roundId) or a form round's form, with the answers so far (/application/:id/forms/:round/fill)",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const roundId = args.roundId ? String(args.roundId) : null;
      return fillView(ctx, await openApplicationForm(ctx, String(args.applicationId), roundId), roundId);
    },
  }),
);

builder.mutationFields((t) => ({
  saveApplicationDraft: t.field({
    type: ApplicationRef,
    description: 'Saves the intake answers so far (the applicant and invited co-founders, while it is a draft)',
    authScopes: { authenticated: true },
    args: { ...fillArgs(t), startupName: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { application, form } = await openApplicationForm(ctx, String(args.applicationId), null);
      refuseLockedDraft(application);
      await writeSheet(ctx.db, application, form, {
        answers: draftAnswers(form.questions, args.answers),
        language: languageSchema.parse(args.language),
        submitted: false,
      });
      if (args.startupName !== undefined && args.startupName !== null) {
        const { startupName } = parseInput(startupNameSchema, { startupName: args.startupName });
        await setStartupName(ctx.db, application, startupName ?? null);
      }
      return applicationOf(ctx, application.id);
    },
  }),
  submitApplication: t.field({
    type: ApplicationRef,
    description: 'Submits the intake answers; refused after the deadline, twice, or with failing questions listed',
    authScopes: { authenticated: true },
    args: fillArgs(t),
    resolve: async (_root, args, ctx) => {
      const { application, form } = await openApplicationForm(ctx, String(args.applicationId), null);
      refuseLockedDraft(application);
      refuseUnclaimedLead(application);
      refuseClosedCall(application.funnel);
      if (!application.startupName) {
        throw new ValidationError([{ field: 'startupName', message: 'Startup name is a required field' }]);
      }
      const checked = await checkedSheet(ctx, form, args.answers, args.language);
      await writeSheet(ctx.db, application, form, { ...checked, submitted: true });
      await setApplicationState(
        ctx.db,
        application,
        { status: 'under_review', roundId: null },
        viewerOf(ctx).viewer.userId,
        { submittedAt: new Date() },
      );
      await mailApplicationSubmitted(ctx, application);
      return applicationOf(ctx, application.id);
    },
  }),
  saveApplicationRoundDraft: t.field({
    type: ApplicationRef,
    description: "Saves the answers so far to the form of the application's current form round",
    authScopes: { authenticated: true },
    args: { ...fillArgs(t), roundId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const opened = await openApplicationForm(ctx, String(args.applicationId), String(args.roundId));
      if (!opened.editable) {
        throw new ValidationError([{ field: 'roundId', message: APPLICATION_MESSAGES.notYourRound }]);
      }
      await writeSheet(ctx.db, opened.application, opened.form, {
        answers: draftAnswers(opened.form.questions, args.answers),
        language: languageSchema.parse(args.language),
        submitted: false,
      });
      return applicationOf(ctx, opened.application.id);
    },
  }),
  submitApplicationRound: t.field({
    type: ApplicationRef,
    description: "Submits the answers to the form of the application's current form round (before its deadline)",
    authScopes: { authenticated: true },
    args: { ...fillArgs(t), roundId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const opened = await openApplicationForm(ctx, String(args.applicationId), String(args.roundId));
      if (!opened.editable) {
        const message =
          opened.sheet?.status === 'submitted'
            ? APPLICATION_MESSAGES.alreadySubmitted
            : APPLICATION_MESSAGES.notYourRound;
        throw new ValidationError([{ field: 'roundId', message }]);
      }
      if (opened.deadline && opened.deadline <= new Date()) {
        throw new ValidationError([{ field: 'roundId', message: APPLICATION_MESSAGES.callClosed }]);
      }
      const checked = await checkedSheet(ctx, opened.form, args.answers, args.language);
      await writeSheet(ctx.db, opened.application, opened.form, { ...checked, submitted: true });
      return applicationOf(ctx, opened.application.id);
    },
  }),
}));
