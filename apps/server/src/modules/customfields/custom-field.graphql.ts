import {
  CUSTOM_FIELD_ENTITY_KINDS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldEntityKind,
  type CustomFieldOption,
  type CustomFieldStoredValue,
  type CustomFieldType,
  customFieldInputSchema,
  isHiddenProfileForm,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  PROFILE_FORM_KINDS,
  profileFormEntityKind,
} from '@cohort/shared';
import { isUuid } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput } from '../../platform/graphql/errors.ts';
import { canEditProfileFields, canListCustomFields, canSeeHiddenCustomFields } from '../../policies/index.ts';
import { getPlanInfo, requireFeatureFlag } from '../organisations/index.ts';
import {
  createCustomField,
  customFieldsFor,
  deleteCustomField,
  type FieldView,
  type FormItem,
  findField,
  updateCustomField,
} from './custom-field.service.ts';
import {
  type FormView,
  type ProfileValues,
  profileFormView,
  profileFormViews,
  profileValues,
  setProfileFieldValues,
  updateProfileForm,
  type ValueItem,
} from './profile.service.ts';

const FieldTypeRef = builder.enumType('CustomFieldType', { values: CUSTOM_FIELD_TYPES });
export const EntityKindRef = builder.enumType('CustomFieldEntityKind', { values: CUSTOM_FIELD_ENTITY_KINDS });
const FormKindRef = builder.enumType('ProfileFormKind', { values: PROFILE_FORM_KINDS });
const ProfileEntityKindRef = builder.enumType('ProfileEntityKind', { values: ['startup', 'user'] as const });

const OptionRef = builder.objectRef<CustomFieldOption>('CustomFieldOption').implement({
  fields: (t) => ({ _id: t.exposeID('id'), label: t.exposeString('label') }),
});

export const CustomFieldRef = builder.objectRef<FieldView>('CustomField').implement({
  description: 'A field an organisation adds to the profiles of its startups, applications or users',
  fields: (t) => ({
    _id: t.exposeID('id'),
    entityKind: t.field({ type: EntityKindRef, resolve: (f) => f.entityKind as CustomFieldEntityKind }),
    label: t.exposeString('label'),
    description: t.exposeString('description', { nullable: true }),
    type: t.field({ type: FieldTypeRef, resolve: (f) => f.fieldType as CustomFieldType }),
    options: t.field({ type: [OptionRef], resolve: (f) => f.options }),
    currency: t.exposeString('currency', { nullable: true, description: 'ISO 4217 code of a currency field' }),
    answerCount: t.exposeInt('answerCount', { description: 'How many profiles have a value for it' }),
    formKind: t.field({
      type: FormKindRef,
      nullable: true,
      description: 'The profile form it sits on, if any',
      resolve: (f) => f.formKind,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
  }),
});

const FormItemRef = builder.objectRef<FormItem>('ProfileFormItem').implement({
  fields: (t) => ({
    field: t.field({ type: CustomFieldRef, resolve: (i) => i.field }),
    required: t.exposeBoolean('required'),
  }),
});

const ProfileFormRef = builder.objectRef<FormView>('ProfileForm').implement({
  description: 'The custom fields of startup or user profiles, visible or hidden (staff-only), in order',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.field({ type: FormKindRef, resolve: (f) => f.kind }),
    entityKind: t.field({ type: ProfileEntityKindRef, resolve: (f) => profileFormEntityKind(f.kind) }),
    hidden: t.boolean({ resolve: (f) => isHiddenProfileForm(f.kind) }),
    items: t.field({ type: [FormItemRef], resolve: (f) => f.items }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
  }),
});

const ValueRef = builder.objectRef<CustomFieldStoredValue>('CustomFieldValue').implement({
  fields: (t) => ({
    text: t.exposeString('text', { nullable: true }),
    number: t.exposeFloat('number', { nullable: true }),
    date: t.exposeString('date', { nullable: true, description: 'yyyy-MM-dd' }),
    optionIds: t.idList({ nullable: true, resolve: (v) => v.optionIds }),
  }),
});

const ValueItemRef = builder.objectRef<ValueItem>('ProfileFieldValue').implement({
  fields: (t) => ({
    field: t.field({ type: CustomFieldRef, resolve: (i) => i.field }),
    required: t.exposeBoolean('required'),
    value: t.field({ type: ValueRef, nullable: true, resolve: (i) => i.value }),
  }),
});

const ProfileValuesRef = builder.objectRef<ProfileValues>('ProfileFieldValues').implement({
  description: "A startup's or a user's answers to the custom fields of one profile form",
  fields: (t) => ({
    formId: t.exposeID('formId'),
    kind: t.field({ type: FormKindRef, resolve: (v) => v.kind }),
    entityId: t.exposeID('entityId'),
    canEdit: t.exposeBoolean('canEdit'),
    items: t.field({ type: [ValueItemRef], resolve: (v) => v.items }),
  }),
});

const OptionInputRef = builder.inputType('CustomFieldOptionInput', {
  fields: (t) => ({
    _id: t.id({ description: 'Kept for an existing option, so that answers keep it' }),
    label: t.string({ required: true }),
  }),
});

const FieldInputRef = builder.inputType('CustomFieldInput', {
  fields: (t) => ({
    entityKind: t.field({ type: EntityKindRef, required: true }),
    label: t.string({ required: true }),
    description: t.string(),
    type: t.field({ type: FieldTypeRef, required: true }),
    options: t.field({ type: [OptionInputRef] }),
    currency: t.string(),
  }),
});

const FormItemInputRef = builder.inputType('ProfileFormItemInput', {
  fields: (t) => ({ fieldId: t.id({ required: true }), required: t.boolean({ defaultValue: false }) }),
});

const ValueInputRef = builder.inputType('CustomFieldValueInput', {
  fields: (t) => ({
    fieldId: t.id({ required: true }),
    text: t.string(),
    number: t.float(),
    date: t.string({ description: 'yyyy-MM-dd' }),
    optionIds: t.idList(),
  }),
});

async function requireEditing(ctx: Ctx) {
  const scope = viewerOf(ctx);
  if (!canEditProfileFields(scope.viewer)) throw new ForbiddenError();
  await requireFeatureFlag(ctx.db, scope.incubatorId, 'customFieldsEdit');
  const plan = await getPlanInfo(ctx.db, scope.incubatorId);
  if (!plan.features.includes('CUSTOM_FIELD_EDITING')) {
    throw new ForbiddenError(PLAN_FEATURE_UNAVAILABLE_MESSAGE);
  }
  return scope;
}

function parseField(raw: Record<string, unknown>) {
  const options = Array.isArray(raw.options)
    ? raw.options.map((o: { _id?: unknown; label?: unknown }) => ({ id: o._id ? String(o._id) : null, label: o.label }))
    : null;
  return parseInput(customFieldInputSchema, { ...raw, options });
}

builder.queryFields((t) => ({
  customFields: t.field({
    type: [CustomFieldRef],
    description: 'The custom fields of the organisation (programme side), by entity kind and label',
    authScopes: { authenticated: true },
    args: { entityKind: t.arg({ type: EntityKindRef }) },
    resolve: (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      if (!canListCustomFields(viewer)) throw new ForbiddenError();
      return customFieldsFor(ctx, args.entityKind, canSeeHiddenCustomFields(viewer));
    },
  }),
  profileForms: t.field({
    type: [ProfileFormRef],
    description:
      'The four profile forms (startup and user, visible and hidden) with their fields (PROFILE_FIELDS:EDIT)',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      if (!canEditProfileFields(viewerOf(ctx).viewer)) throw new ForbiddenError();
      return profileFormViews(ctx);
    },
  }),
  profileForm: t.field({
    type: ProfileFormRef,
    description: 'One profile form, for its builder (/profiles/:id/builder)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canEditProfileFields(viewer)) throw new ForbiddenError();
      if (!isUuid(String(args.id))) throw new NotFoundError('The form');
      return profileFormView(ctx, incubatorId, String(args.id));
    },
  }),
  profileFields: t.field({
    type: ProfileValuesRef,
    description:
      "A startup's or a user's custom profile fields with their values: visible ones for whoever sees the profile, hidden ones for staff only",
    authScopes: { authenticated: true },
    args: {
      entityKind: t.arg({ type: ProfileEntityKindRef, required: true }),
      entityId: t.arg.id({ required: true }),
      hidden: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) => profileValues(ctx, args.entityKind, String(args.entityId), args.hidden ?? false),
  }),
}));

builder.mutationFields((t) => ({
  createCustomField: t.field({
    type: CustomFieldRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: FieldInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      await requireEditing(ctx);
      return createCustomField(ctx, args.input.entityKind, parseField(args.input as Record<string, unknown>));
    },
  }),
  updateCustomField: t.field({
    type: CustomFieldRef,
    description:
      'Changes a field: its label, description, options or currency; its type only while it has no answers. Answers lose removed options.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FieldInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = await requireEditing(ctx);
      const existing = await findField(ctx.db, incubatorId, String(args.id));
      const input = parseField(args.input as Record<string, unknown>);
      return updateCustomField(ctx, existing, args.input.entityKind, input);
    },
  }),
  deleteCustomField: t.field({
    type: 'ID',
    description: 'Deletes a field with its answers and its place on the profile forms',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { incubatorId } = await requireEditing(ctx);
      return deleteCustomField(ctx, await findField(ctx.db, incubatorId, String(args.id)));
    },
  }),
  updateProfileForm: t.field({
    type: ProfileFormRef,
    description:
      'Sets the fields of a profile form, in order, each required or not. A field sits on the visible or the hidden form of its profile, not both.',
    authScopes: { authenticated: true },
    args: {
      id: t.arg.id({ required: true }),
      items: t.arg({ type: [FormItemInputRef], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await requireEditing(ctx);
      if (!isUuid(String(args.id))) throw new NotFoundError('The form');
      return updateProfileForm(
        ctx,
        String(args.id),
        args.items.map((item) => ({ fieldId: String(item.fieldId), required: item.required })),
      );
    },
  }),
  setProfileFieldValues: t.field({
    type: ProfileValuesRef,
    description:
      "Saves a startup's or a user's answers to one profile form. Fields left out keep their answers; an empty value clears one; required fields must keep a value.",
    authScopes: { authenticated: true },
    args: {
      entityKind: t.arg({ type: ProfileEntityKindRef, required: true }),
      entityId: t.arg.id({ required: true }),
      hidden: t.arg.boolean({ defaultValue: false }),
      values: t.arg({ type: [ValueInputRef], required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const hidden = args.hidden ?? false;
      const current = await profileValues(ctx, args.entityKind, String(args.entityId), hidden);
      if (!current.canEdit) throw new ForbiddenError();
      const values = args.values.map((input) => ({
        ...input,
        fieldId: String(input.fieldId),
        optionIds: input.optionIds?.map(String),
      }));
      return setProfileFieldValues(ctx, args.entityKind, current, hidden, values);
    },
  }),
}));
