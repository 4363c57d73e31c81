import {
  FEATURE_TURNED_OFF_MESSAGE,
  FORM_FIELD_TYPES,
  FORM_KINDS,
  isStorableText,
  type FormKind,
  type FormAnswers,
  type FormQuestion,
  type FormText,
  LANGUAGES,
  type SectionScore,
} from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { RoleTypeRef } from '../../platform/graphql/enums.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { canCreateForm, canEditForm, canListForms } from '../../policies/index.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { getFeatureFlags } from '../organisations/index.ts';
import {
  archiveForm,
  checkAnswers,
  createForm,
  currentFormRow,
  deleteForm,
  duplicateForm,
  type FormAudience,
  type FormRow,
  type FormView,
  findFormView,
  listForms,
  listResponses,
  parseFormInput,
  type ResponseRow,
  type ResponseView,
  saveDraft,
  sharedFormRow,
  shareForm,
  storeSubmission,
  surveyOf,
  updateForm,
  type VersionSummary,
} from './form.service.ts';
import { withCustomFields, writeCustomFieldAnswers } from './custom-field-questions.ts';
import { checkedFiles, mailFormCopy } from './form-submission.ts';
import { takeSubmissionSlot } from './share-limit.ts';
import { type FillableForm, FillableFormRef } from './form.refs.ts';
import { fillable, respondentOf } from './form-fill.ts';

const FormKindRef = builder.enumType('FormKind', { values: FORM_KINDS });
const FormFieldTypeRef = builder.enumType('FormFieldType', { values: FORM_FIELD_TYPES });
const FormAudienceRef = builder.enumType('FormAudience', {
  values: ['NONE', 'MEMBERS', 'PUBLIC'] as const,
  description: 'Who may fill a form: staff only, signed-in people (/survey/:id), or anyone with the link',
});

const FormTextRef = builder.objectRef<FormText>('FormText').implement({
  fields: (t) => ({ language: t.exposeString('language'), value: t.exposeString('value') }),
});

type QuestionOf = FormQuestion & { formId: string };

const FormQuestionRef = builder.objectRef<QuestionOf>('FormQuestion').implement({
  description: 'A question of a form (spec 02 §3); nested settings (options, validations, dependency) are JSON',
  fields: (t) => ({
    _id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    questionType: t.field({ type: FormFieldTypeRef, resolve: (q) => q.questionType }),
    behavesAs: t.field({ type: FormFieldTypeRef, nullable: true, resolve: (q) => q.behavesAs ?? null }),
    label: t.field({ type: [FormTextRef], resolve: (q) => q.label }),
    description: t.field({ type: [FormTextRef], resolve: (q) => q.description ?? [] }),
    validations: t.field({ type: 'JSON', nullable: true, resolve: (q) => q.validations ?? null }),
    options: t.field({
      type: 'JSON',
      nullable: true,
      description: 'value, labels, isWriteIn, numericalValue, children (trees)',
      resolve: (q) => q.options ?? null,
    }),
    optionsDepth: t.int({ nullable: true, resolve: (q) => q.optionsDepth ?? null }),
    dependency: t.field({ type: 'JSON', nullable: true, resolve: (q) => q.dependency ?? null }),
    visibleTo: t.field({ type: [RoleTypeRef], nullable: true, resolve: (q) => q.visibleTo ?? null }),
    formula: t.string({ nullable: true, resolve: (q) => q.formula ?? null }),
    columns: t.field({ type: 'JSON', nullable: true, resolve: (q) => q.columns ?? null }),
    customFieldId: t.id({ nullable: true, resolve: (q) => q.customFieldId ?? null }),
    url: t.string({ nullable: true, resolve: (q) => q.url ?? null }),
    newPage: t.boolean({ nullable: true, resolve: (q) => q.newPage ?? null }),
    minLabel: t.field({ type: [FormTextRef], nullable: true, resolve: (q) => q.minLabel ?? null }),
    maxLabel: t.field({ type: [FormTextRef], nullable: true, resolve: (q) => q.maxLabel ?? null }),
    weight: t.float({
      nullable: true,
      description: 'Evaluation and quiz forms: the weight of a criterion in its section, or of a section (1 if null)',
      resolve: (q) => q.weight ?? null,
    }),
  }),
});

const questionsOf = (form: Pick<FormRow, 'id' | 'questions'>): QuestionOf[] =>
  form.questions.map((q) => ({ ...q, formId: form.id }));

const FormVersionRef = builder.objectRef<VersionSummary>('FormVersion').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version'),
    isCurrent: t.exposeBoolean('isCurrent'),
    createdAt: t.field({ type: 'DateTime', resolve: (v) => v.createdAt }),
    answerCount: t.exposeInt('answerCount'),
  }),
});

const FormRef = builder.objectRef<FormView>('Form').implement({
  description: 'One version of a form: application, evaluation, feedback, survey, quiz or profile form',
  fields: (t) => ({
    _id: t.exposeID('id'),
    baseId: t.exposeID('baseId', { description: 'The id of the first version, shared by every version' }),
    version: t.exposeInt('version'),
    isCurrent: t.exposeBoolean('isCurrent'),
    kind: t.field({ type: FormKindRef, resolve: (f) => f.kind as FormKind }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    tags: t.exposeStringList('tags'),
    languages: t.exposeStringList('languages', { description: 'The first is the default language' }),
    questions: t.field({ type: [FormQuestionRef], resolve: questionsOf }),
    questionCount: t.int({ resolve: (f) => f.questions.length }),
    answerCount: t.exposeInt('answerCount', { description: 'Submitted answers, every version' }),
    versions: t.field({ type: [FormVersionRef], resolve: (f) => f.versions }),
    shareId: t.exposeID('shareId', { description: 'The uuid of /share/forms/:uuid and /export/print/form/:uuid' }),
    audience: t.field({ type: FormAudienceRef, resolve: (f) => f.audience as FormAudience }),
    shareExpiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.shareExpiresAt }),
    archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.archivedAt }),
    creator: t.field({ type: UserAvatarRef, nullable: true, resolve: (f) => f.creator }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
    canEdit: t.exposeBoolean('canEdit'),
    canDelete: t.exposeBoolean('canDelete'),
  }),
});

const FormListRef = builder.objectRef<{ items: FormView[]; total: number }>('FormList').implement({
  fields: (t) => ({ items: t.field({ type: [FormRef], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

FillableFormRef.implement({
  description: 'A form as the person filling it sees it (share link or survey)',
  fields: (t) => ({
    _id: t.id({ resolve: (f) => f.form.id }),
    baseId: t.id({ resolve: (f) => f.form.baseId }),
    shareId: t.id({ resolve: (f) => f.form.shareId }),
    kind: t.field({ type: FormKindRef, resolve: (f) => f.form.kind as FormKind }),
    title: t.string({ resolve: (f) => f.form.title }),
    description: t.string({ nullable: true, resolve: (f) => f.form.description }),
    languages: t.stringList({ resolve: (f) => f.form.languages }),
    questions: t.field({ type: [FormQuestionRef], resolve: (f) => questionsOf(f.form) }),
    currency: t.exposeString('currency', { description: "The organisation's currency (ISO 4217)" }),
    maxFileSize: t.exposeInt('maxFileSize', { description: 'Largest file accepted, in bytes' }),
    userAddRows: t.exposeBoolean('userAddRows', {
      description: 'The flag qUserAddRow: people add rows to tables; without it a table has its minimum of rows',
    }),
  }),
});

const SectionScoreRef = builder.objectRef<SectionScore>('FormSectionScore').implement({
  fields: (t) => ({
    sectionId: t.exposeID('sectionId', { nullable: true }),
    label: t.exposeString('label'),
    score: t.exposeFloat('score'),
    max: t.exposeFloat('max'),
  }),
});

const FormResponseRef = builder
  .objectRef<ResponseRow & Partial<Pick<ResponseView, 'version' | 'respondent'>>>('FormResponse')
  .implement({
    description: 'One sheet of answers to a form: a draft until submitted',
    fields: (t) => ({
      _id: t.exposeID('id'),
      formId: t.exposeID('formId'),
      baseId: t.exposeID('baseId'),
      version: t.int({ nullable: true, resolve: (r) => r.version ?? null }),
      status: t.exposeString('status', { description: 'draft or submitted' }),
      answers: t.field({ type: 'JSON', resolve: (r) => r.answers }),
      language: t.exposeString('language'),
      score: t.exposeFloat('score', { nullable: true }),
      maxScore: t.exposeFloat('maxScore', { nullable: true }),
      sectionScores: t.field({ type: [SectionScoreRef], resolve: (r) => r.sectionScores ?? [] }),
      respondent: t.field({ type: UserAvatarRef, nullable: true, resolve: (r) => r.respondent ?? null }),
      respondentEmail: t.exposeString('respondentEmail', { nullable: true }),
      submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.submittedAt }),
      updatedAt: t.field({ type: 'DateTime', resolve: (r) => r.updatedAt }),
    }),
  });

const FormResponseListRef = builder.objectRef<{ items: ResponseView[]; total: number }>('FormResponseList').implement({
  fields: (t) => ({
    items: t.field({ type: [FormResponseRef], resolve: (l) => l.items }),
    total: t.exposeInt('total'),
  }),
});

const SurveyRef = builder
  .objectRef<FillableForm & { draft: ResponseRow | null; prefill: FormAnswers }>('Survey')
  .implement({
    fields: (t) => ({
      form: t.field({ type: FillableFormRef, resolve: (s) => s }),
      draft: t.field({ type: FormResponseRef, nullable: true, resolve: (s) => s.draft }),
      initialAnswers: t.field({
        type: 'JSON',
        description: "What the form opens with: the person's draft over their profile's answers to custom fields",
        resolve: (s) => ({ ...s.prefill, ...(s.draft?.answers ?? {}) }),
      }),
    }),
  });

const SubmissionRef = builder
  .objectRef<{ id: string; submittedAt: Date; score: number | null; maxScore: number | null }>('FormSubmission')
  .implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      submittedAt: t.field({ type: 'DateTime', resolve: (s) => s.submittedAt }),
      score: t.exposeFloat('score', { nullable: true }),
      maxScore: t.exposeFloat('maxScore', { nullable: true }),
    }),
  });

const FormInputRef = builder.inputType('FormInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    kind: t.field({ type: FormKindRef, required: true }),
    description: t.string(),
    tags: t.stringList(),
    languages: t.stringList({ description: 'The languages the form is written in; the first is the default' }),
    questions: t.field({ type: 'JSON', required: true, description: 'FormQuestion[] of the shared forms engine' }),
  }),
});

const FormFilterRef = builder.inputType('FormFilterInput', {
  fields: (t) => ({
    search: t.string(),
    kind: t.field({ type: FormKindRef }),
    tag: t.string(),
    archived: t.boolean(),
  }),
});

const PageRef = builder.inputType('FormPageInput', {
  fields: (t) => ({ limit: t.int(), offset: t.int() }),
});

const pageSchema = z.object({
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
const languageSchema = z.enum(LANGUAGES).catch('en');
const filterText = (field: string) =>
  z
    .string()
    .max(200, `${field} must be less than or equal to 200 characters`)
    .refine(isStorableText, `${field} contains a character that is not allowed`)
    .nullish();
const filterSchema = z.object({
  search: filterText('Search'),
  kind: z.enum(FORM_KINDS).nullish(),
  tag: filterText('Tag'),
  archived: z.boolean().nullish(),
});

function page(args: { page?: { limit?: number | null; offset?: number | null } | null }) {
  return parseInput(pageSchema, {
    limit: args.page?.limit ?? undefined,
    offset: args.page?.offset ?? undefined,
  });
}

/** The authorisation of changes to a form, given its current version. */
function editor(ctx: Ctx) {
  const { viewer } = viewerOf(ctx);
  return (row: FormRow) => {
    if (!canEditForm(viewer, row)) throw new ForbiddenError();
  };
}

function requireListing(ctx: Ctx) {
  const scope = viewerOf(ctx);
  if (!canListForms(scope.viewer)) throw new ForbiddenError();
  return scope;
}

/** A publicly shared form and the organisation's flags, read together. */
async function openShared(ctx: Ctx, shareId: string) {
  if (!ctx.incubator) throw new NotFoundError('The form');
  const [shared, flags] = await Promise.all([
    sharedFormRow(ctx.db, ctx.incubator.id, shareId),
    getFeatureFlags(ctx.db, ctx.incubator.id),
  ]);
  const { form, writable } = await withCustomFields(ctx.db, shared, respondentOf(ctx.viewer));
  return { form, writable, userAddRows: flags.qUserAddRow };
}

/** A form a signed-in person fills (surveys, behind the flag feedbackForms), with their draft. */
async function openSurvey(ctx: Ctx, id: string) {
  const { viewer, incubatorId } = viewerOf(ctx);
  const [flags, survey] = await Promise.all([
    getFeatureFlags(ctx.db, incubatorId),
    surveyOf(ctx.db, incubatorId, viewer, id),
  ]);
  if (!flags.feedbackForms) throw new ForbiddenError(FEATURE_TURNED_OFF_MESSAGE);
  const { form, prefill, writable } = await withCustomFields(ctx.db, survey.form, respondentOf(viewer));
  return { form, draft: survey.draft, prefill, writable, userAddRows: flags.qUserAddRow };
}

builder.queryFields((t) => ({
  forms: t.field({
    type: FormListRef,
    description: 'The forms of the organisation (current versions), newest change first (FORM:CREATE or FORM:EDIT)',
    authScopes: { authenticated: true },
    args: { filter: t.arg({ type: FormFilterRef }), page: t.arg({ type: PageRef }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = requireListing(ctx);
      return listForms(ctx.db, incubatorId, viewer, parseInput(filterSchema, args.filter ?? {}), page(args));
    },
  }),
  form: t.field({
    type: FormRef,
    description: 'One version of a form, for its builder and its comparison with another version',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = requireListing(ctx);
      const form = await findFormView(ctx.db, incubatorId, viewer, String(args.id));
      if (!form.canEdit) throw new NotFoundError('The form');
      return (await withCustomFields(ctx.db, form)).form;
    },
  }),
  formResponses: t.field({
    type: FormResponseListRef,
    description: 'The submitted answers of a form, every version, newest first (FORM:EDIT)',
    authScopes: { authenticated: true },
    args: { formId: t.arg.id({ required: true }), page: t.arg({ type: PageRef }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = requireListing(ctx);
      const current = await currentFormRow(ctx.db, incubatorId, String(args.formId));
      editor(ctx)(current);
      return listResponses(ctx.db, incubatorId, current.baseId, page(args));
    },
  }),
  sharedForm: t.field({
    type: FillableFormRef,
    description: 'A form shared with anyone who has its link (/share/forms/:uuid); no account needed',
    authScopes: { public: true },
    args: { shareId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { form, userAddRows } = await openShared(ctx, String(args.shareId));
      return fillable(ctx, form, userAddRows);
    },
  }),
  survey: t.field({
    type: SurveyRef,
    description: 'A form a signed-in person may fill (/survey/:id), with their draft',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { form, draft, prefill, userAddRows } = await openSurvey(ctx, String(args.id));
      return { ...(await fillable(ctx, form, userAddRows)), draft, prefill };
    },
  }),
}));

builder.mutationFields((t) => ({
  createForm: t.field({
    type: FormRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: FormInputRef, required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canCreateForm(viewer)) throw new ForbiddenError();
      return createForm(ctx.db, incubatorId, viewer, parseFormInput(args.input));
    },
  }),
  updateForm: t.field({
    type: FormRef,
    description: 'Saves a form; when its questions change and it has answers, the result is a new version',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FormInputRef, required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = requireListing(ctx);
      const input = parseFormInput(args.input);
      return updateForm(ctx.db, incubatorId, viewer, String(args.id), input, editor(ctx));
    },
  }),
  duplicateForm: t.field({
    type: FormRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canCreateForm(viewer)) throw new ForbiddenError();
      return duplicateForm(ctx.db, incubatorId, viewer, String(args.id), args.title, (row) => {
        if (!canListForms(viewer) || !(canEditForm(viewer, row) || canCreateForm(viewer)))
          throw new NotFoundError('The form');
      });
    },
  }),
  deleteForm: t.field({
    type: 'ID',
    description: 'Deletes a form and its versions; refused while it has answers (archive it instead)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { incubatorId } = requireListing(ctx);
      return deleteForm(ctx.db, incubatorId, String(args.id), editor(ctx));
    },
  }),
  archiveForm: t.field({
    type: FormRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = requireListing(ctx);
      return archiveForm(ctx.db, incubatorId, viewer, String(args.id), args.archived, editor(ctx));
    },
  }),
  shareForm: t.field({
    type: FormRef,
    authScopes: { authenticated: true },
    args: {
      id: t.arg.id({ required: true }),
      audience: t.arg({ type: FormAudienceRef, required: true }),
      expiresAt: t.arg({ type: 'DateTime' }),
    },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = requireListing(ctx);
      const expiresAt = args.expiresAt ?? null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new ValidationError([{ field: 'expiresAt', message: 'The link must expire in the future' }]);
      }
      return shareForm(
        ctx.db,
        incubatorId,
        viewer,
        String(args.id),
        { audience: args.audience, expiresAt },
        editor(ctx),
      );
    },
  }),
  saveFormDraft: t.field({
    type: FormResponseRef,
    description: "Saves the signed-in person's answers so far (restored when they come back)",
    authScopes: { authenticated: true },
    args: {
      formId: t.arg.id({ required: true }),
      answers: t.arg({ type: 'JSON', required: true }),
      language: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { form } = await openSurvey(ctx, String(args.formId));
      return saveDraft(ctx.db, incubatorId, viewer, form, args.answers, languageSchema.parse(args.language));
    },
  }),
  submitFormResponse: t.field({
    type: FormResponseRef,
    description: "Submits a signed-in person's answers; refused with every failing question listed",
    authScopes: { authenticated: true },
    args: {
      formId: t.arg.id({ required: true }),
      answers: t.arg({ type: 'JSON', required: true }),
      language: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { form, writable, userAddRows } = await openSurvey(ctx, String(args.formId));
      const checked = checkAnswers(form, args.answers, {
        userAddRows,
        roleType: viewer.roleType,
        language: languageSchema.parse(args.language),
        maxFileSize: ctx.config.uploadLimitBytes,
      });
      const withFiles = await checkedFiles(ctx, form, checked);
      const row = await storeSubmission(ctx.db, incubatorId, form, { userId: viewer.userId, email: null }, withFiles);
      await writeCustomFieldAnswers(ctx.db, incubatorId, viewer.userId, writable, withFiles.answers);
      return row;
    },
  }),
  submitSharedForm: t.field({
    type: SubmissionRef,
    description: 'Submits answers to a publicly shared form, without an account (rate limited)',
    authScopes: { public: true },
    args: {
      shareId: t.arg.id({ required: true }),
      answers: t.arg({ type: 'JSON', required: true }),
      language: t.arg.string(),
      email: t.arg.string({ description: 'Where to send a copy of the answers' }),
    },
    resolve: async (_root, args, ctx) => {
      if (!ctx.incubator) throw new NotFoundError('The form');
      const { form, writable, userAddRows } = await openShared(ctx, String(args.shareId));
      const email = args.email?.trim() || null;
      if (email && !z.email().safeParse(email).success) {
        throw new ValidationError([{ field: 'email', message: 'Email is not a valid email' }]);
      }
      const checked = checkAnswers(form, args.answers, {
        userAddRows,
        roleType: ctx.viewer?.roleType ?? null,
        language: languageSchema.parse(args.language),
        maxFileSize: ctx.config.uploadLimitBytes,
      });
      const withFiles = await checkedFiles(ctx, form, checked);
      takeSubmissionSlot(ctx.request.ip, form.baseId);
      const row = await storeSubmission(
        ctx.db,
        ctx.incubator.id,
        form,
        { userId: ctx.viewer?.userId ?? null, email },
        withFiles,
      );
      if (ctx.viewer)
        await writeCustomFieldAnswers(ctx.db, ctx.incubator.id, ctx.viewer.userId, writable, withFiles.answers);
      if (email) await mailFormCopy(ctx, form, email, withFiles);
      return { id: row.id, submittedAt: row.submittedAt ?? new Date(), score: row.score, maxScore: row.maxScore };
    },
  }),
}));
