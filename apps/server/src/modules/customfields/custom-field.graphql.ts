import {
  CUSTOM_FIELD_ENTITY_KINDS,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPES,
  type CustomFieldEntityKind,
  type CustomFieldOption,
  type CustomFieldStoredValue,
  type CustomFieldType,
  customFieldInputSchema,
  isAuthorized,
  isChoiceField,
  isHiddenProfileForm,
  PROFILE_FORM_KINDS,
  type ProfileFormKind,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  parseCustomFieldValue,
  profileFormEntityKind,
  profileFormKindOf,
} from '@cohort/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { canSeePerson } from '../directory/index.ts';
import { getPlanInfo, requireFeatureFlag } from '../organisations/index.ts';
import { canViewStartupFile, startupAccess } from '../startups/index.ts';
import {
  editsProfileFields,
  ensureProfileForms,
  type FieldView,
  type FormItem,
  findField,
  formItems,
  formOfKind,
  isStaff,
  listFields,
  managesStartups,
  storedValueOf,
  valuesOf,
} from './custom-field.service.ts';
import { customFields, customFieldValues, profileFormFields, profileForms } from './custom-field.table.ts';

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

interface FormView {
  id: string;
  kind: ProfileFormKind;
  items: FormItem[];
  updatedAt: Date;
}

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

interface ValueItem extends FormItem {
  value: CustomFieldStoredValue | null;
}
interface ProfileValues {
  formId: string;
  kind: ProfileFormKind;
  entityId: string;
  canEdit: boolean;
  items: ValueItem[];
}

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
  if (!editsProfileFields(scope.viewer)) throw new ForbiddenError();
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

/** Options keep their ids when sent with them (answers keep pointing at them); new options get new ids. */
function optionsOf(input: ReturnType<typeof parseField>, existing: readonly CustomFieldOption[]): CustomFieldOption[] {
  if (!isChoiceField(input.type)) return [];
  return input.options.map((option) => ({
    id: option.id && existing.some((e) => e.id === option.id) ? option.id : newId(),
    label: option.label,
  }));
}

async function labelTaken(ctx: Ctx, incubatorId: string, entityKind: string, label: string, exceptId?: string) {
  const rows = await ctx.db
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.incubatorId, incubatorId),
        eq(customFields.entityKind, entityKind),
        sql`lower(${customFields.label}) = ${label.toLowerCase()}`,
        exceptId ? ne(customFields.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}

async function formView(ctx: Ctx, incubatorId: string, id: string): Promise<FormView> {
  const forms = await ensureProfileForms(ctx.db, incubatorId);
  const form = forms.find((f) => f.id === id);
  if (!form) throw new NotFoundError('The form');
  const items = await formItems(ctx.db, incubatorId, [form.id]);
  return {
    id: form.id,
    kind: form.kind as ProfileFormKind,
    items: items.get(form.id) ?? [],
    updatedAt: form.updatedAt,
  };
}

/** Who reads and edits a profile's custom fields (visible: whoever sees the profile; hidden: staff only). */
async function profileTarget(ctx: Ctx, entityKind: 'startup' | 'user', entityId: string, hidden: boolean) {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (entityKind === 'startup') {
    const access = isUuid(entityId) ? await startupAccess(ctx.db, incubatorId, entityId) : null;
    if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
    const ownPeople = access.founderIds.includes(viewer.userId);
    // Hidden fields are for staff (the startup managers), never for the startup's own people.
    if (hidden && (ownPeople || !managesStartups(viewer))) throw new ForbiddenError();
    return { incubatorId, viewer, canEdit: hidden ? managesStartups(viewer) : managesStartups(viewer) || ownPeople };
  }
  if (!(await canSeePerson(ctx, entityId))) throw new NotFoundError('The person');
  const isMe = entityId === viewer.userId;
  const editsUsers = viewer.roleType === 'System' || isAuthorized(viewer, 'USER:EDIT');
  if (hidden && (isMe || !managesStartups(viewer))) throw new ForbiddenError();
  return { incubatorId, viewer, canEdit: hidden ? editsUsers : isMe || editsUsers };
}

async function profileValues(
  ctx: Ctx,
  entityKind: 'startup' | 'user',
  entityId: string,
  hidden: boolean,
): Promise<ProfileValues> {
  const target = await profileTarget(ctx, entityKind, entityId, hidden);
  const form = await formOfKind(ctx.db, target.incubatorId, profileFormKindOf(entityKind, hidden));
  const items = (await formItems(ctx.db, target.incubatorId, [form.id])).get(form.id) ?? [];
  const values = await valuesOf(
    ctx.db,
    target.incubatorId,
    entityId,
    items.map((item) => item.field.id),
  );
  return {
    formId: form.id,
    kind: form.kind as ProfileFormKind,
    entityId,
    canEdit: target.canEdit,
    items: items.map((item) => ({ ...item, value: storedValueOf(values.find((v) => v.fieldId === item.field.id)) })),
  };
}

builder.queryFields((t) => ({
  customFields: t.field({
    type: [CustomFieldRef],
    description: 'The custom fields of the organisation (programme side), by entity kind and label',
    authScopes: { authenticated: true },
    args: { entityKind: t.arg({ type: EntityKindRef }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!isStaff(viewer)) throw new ForbiddenError();
      const fields = await listFields(ctx.db, incubatorId, args.entityKind);
      // The network (mentors, experts, evaluators) does not learn of the staff-only fields.
      return managesStartups(viewer) ? fields : fields.filter((f) => !f.formKind?.endsWith('_private'));
    },
  }),
  profileForms: t.field({
    type: [ProfileFormRef],
    description:
      'The four profile forms (startup and user, visible and hidden) with their fields (PROFILE_FIELDS:EDIT)',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!editsProfileFields(viewer)) throw new ForbiddenError();
      const forms = await ensureProfileForms(ctx.db, incubatorId);
      const items = await formItems(
        ctx.db,
        incubatorId,
        forms.map((f) => f.id),
      );
      return PROFILE_FORM_KINDS.map((kind) => forms.find((f) => f.kind === kind))
        .filter((form) => form !== undefined)
        .map((form) => ({
          id: form.id,
          kind: form.kind as ProfileFormKind,
          items: items.get(form.id) ?? [],
          updatedAt: form.updatedAt,
        }));
    },
  }),
  profileForm: t.field({
    type: ProfileFormRef,
    description: 'One profile form, for its builder (/profiles/:id/builder)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!editsProfileFields(viewer)) throw new ForbiddenError();
      if (!isUuid(String(args.id))) throw new NotFoundError('The form');
      return formView(ctx, incubatorId, String(args.id));
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
      const { viewer, incubatorId } = await requireEditing(ctx);
      const input = parseField(args.input as Record<string, unknown>);
      if (await labelTaken(ctx, incubatorId, args.input.entityKind, input.label)) {
        throw new ValidationError([{ field: 'label', message: CUSTOM_FIELD_MESSAGES.labelTaken }]);
      }
      const id = newId();
      await ctx.db.insert(customFields).values({
        incubatorId,
        id,
        entityKind: args.input.entityKind,
        label: input.label,
        description: input.description,
        fieldType: input.type,
        options: optionsOf(input, []),
        currency: input.type === 'currency' ? input.currency : null,
        createdBy: viewer.userId,
      });
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'customField.created',
        entityType: 'customField',
        entityId: id,
        after: { label: input.label, type: input.type, entityKind: args.input.entityKind },
      });
      return findField(ctx.db, incubatorId, id);
    },
  }),
  updateCustomField: t.field({
    type: CustomFieldRef,
    description:
      'Changes a field: its label, description, options or currency; its type only while it has no answers. Answers lose removed options.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FieldInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await requireEditing(ctx);
      const existing = await findField(ctx.db, incubatorId, String(args.id));
      const input = parseField(args.input as Record<string, unknown>);
      if (args.input.entityKind !== existing.entityKind) {
        throw new ValidationError([{ field: 'entityKind', message: CUSTOM_FIELD_MESSAGES.wrongKind }]);
      }
      if (input.type !== existing.fieldType && existing.answerCount > 0) {
        throw new ValidationError([{ field: 'type', message: CUSTOM_FIELD_MESSAGES.typeLocked }]);
      }
      if (await labelTaken(ctx, incubatorId, existing.entityKind, input.label, existing.id)) {
        throw new ValidationError([{ field: 'label', message: CUSTOM_FIELD_MESSAGES.labelTaken }]);
      }
      const options = optionsOf(input, existing.options);
      await ctx.db
        .update(customFields)
        .set({
          label: input.label,
          description: input.description,
          fieldType: input.type,
          options,
          currency: input.type === 'currency' ? input.currency : null,
          updatedAt: new Date(),
        })
        .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, existing.id)));
      const removed = existing.options.filter((o) => !options.some((kept) => kept.id === o.id)).map((o) => o.id);
      if (removed.length > 0) {
        // Answers keep the options that remain; an answer left with none is removed.
        const kept = sql`array(select o from unnest(${customFieldValues.optionIds}) o where not (o = any(${sql`array[${sql.join(
          removed.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`})))`;
        await ctx.db
          .update(customFieldValues)
          .set({ optionIds: kept })
          .where(and(eq(customFieldValues.incubatorId, incubatorId), eq(customFieldValues.fieldId, existing.id)));
        await ctx.db
          .delete(customFieldValues)
          .where(
            and(
              eq(customFieldValues.incubatorId, incubatorId),
              eq(customFieldValues.fieldId, existing.id),
              sql`cardinality(${customFieldValues.optionIds}) = 0`,
            ),
          );
      }
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'customField.updated',
        entityType: 'customField',
        entityId: existing.id,
        before: { label: existing.label, type: existing.fieldType },
        after: { label: input.label, type: input.type },
      });
      return findField(ctx.db, incubatorId, existing.id);
    },
  }),
  deleteCustomField: t.field({
    type: 'ID',
    description: 'Deletes a field with its answers and its place on the profile forms',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = await requireEditing(ctx);
      const existing = await findField(ctx.db, incubatorId, String(args.id));
      await ctx.db
        .delete(customFields)
        .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, existing.id)));
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'customField.deleted',
        entityType: 'customField',
        entityId: existing.id,
        before: { label: existing.label, answers: existing.answerCount },
      });
      return existing.id;
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
      const { viewer, incubatorId } = await requireEditing(ctx);
      if (!isUuid(String(args.id))) throw new NotFoundError('The form');
      const form = await formView(ctx, incubatorId, String(args.id));
      const entityKind = profileFormEntityKind(form.kind);
      const ids = args.items.map((item) => String(item.fieldId));
      if (new Set(ids).size !== ids.length) {
        throw new ValidationError([{ field: 'items', message: 'A field is on the form twice' }]);
      }
      const fields = ids.length > 0 && ids.every(isUuid) ? await listFields(ctx.db, incubatorId, entityKind) : [];
      for (const id of ids) {
        const field = fields.find((f) => f.id === id);
        if (!field) throw new ValidationError([{ field: id, message: 'This field was not found' }]);
        if (field.formKind && field.formKind !== form.kind) {
          throw new ValidationError([{ field: id, message: CUSTOM_FIELD_MESSAGES.otherForm }]);
        }
      }
      await ctx.db
        .delete(profileFormFields)
        .where(and(eq(profileFormFields.incubatorId, incubatorId), eq(profileFormFields.formId, form.id)));
      if (args.items.length > 0) {
        await ctx.db.insert(profileFormFields).values(
          args.items.map((item, position) => ({
            incubatorId,
            formId: form.id,
            fieldId: String(item.fieldId),
            position,
            required: item.required ?? false,
          })),
        );
      }
      await ctx.db
        .update(profileForms)
        .set({ updatedAt: new Date(), updatedBy: viewer.userId })
        .where(and(eq(profileForms.incubatorId, incubatorId), eq(profileForms.id, form.id)));
      await recordActivity(ctx.db, {
        incubatorId,
        actorId: viewer.userId,
        action: 'profileForm.updated',
        entityType: 'profileForm',
        entityId: form.id,
        after: { kind: form.kind, fields: ids.length },
      });
      return formView(ctx, incubatorId, form.id);
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
      const entityId = String(args.entityId);
      const hidden = args.hidden ?? false;
      const current = await profileValues(ctx, args.entityKind, entityId, hidden);
      if (!current.canEdit) throw new ForbiddenError();
      const { viewer, incubatorId } = viewerOf(ctx);
      const errors: { field: string; message: string }[] = [];
      const changes: { fieldId: string; value: CustomFieldStoredValue | null }[] = [];
      for (const input of args.values) {
        const fieldId = String(input.fieldId);
        const item = current.items.find((i) => i.field.id === fieldId);
        if (!item) {
          errors.push({ field: fieldId, message: 'This field is not on this profile' });
          continue;
        }
        const parsed = parseCustomFieldValue(
          { type: item.field.fieldType as CustomFieldType, options: item.field.options },
          { ...input, optionIds: input.optionIds?.map(String) },
        );
        if ('error' in parsed) errors.push({ field: fieldId, message: parsed.error });
        else changes.push({ fieldId, value: parsed.value });
      }
      for (const item of current.items) {
        if (!item.required) continue;
        const change = changes.find((c) => c.fieldId === item.field.id);
        const after = change ? change.value : item.value;
        if (!after && !errors.some((e) => e.field === item.field.id)) {
          errors.push({ field: item.field.id, message: CUSTOM_FIELD_MESSAGES.required });
        }
      }
      if (errors.length > 0) throw new ValidationError(errors);
      const cleared = changes.filter((c) => c.value === null).map((c) => c.fieldId);
      if (cleared.length > 0) {
        await ctx.db
          .delete(customFieldValues)
          .where(
            and(
              eq(customFieldValues.incubatorId, incubatorId),
              eq(customFieldValues.entityId, entityId),
              inArray(customFieldValues.fieldId, cleared),
            ),
          );
      }
      const set = changes.filter((c) => c.value !== null);
      if (set.length > 0) {
        const rows = set.map(({ fieldId, value }) => ({
          incubatorId,
          fieldId,
          entityId,
          textValue: value?.text ?? null,
          numberValue: value?.number ?? null,
          dateValue: value?.date ?? null,
          optionIds: value?.optionIds ?? null,
          updatedBy: viewer.userId,
          updatedAt: new Date(),
        }));
        await ctx.db
          .insert(customFieldValues)
          .values(rows)
          .onConflictDoUpdate({
            target: [customFieldValues.incubatorId, customFieldValues.fieldId, customFieldValues.entityId],
            set: {
              textValue: sql`excluded.text_value`,
              numberValue: sql`excluded.number_value`,
              dateValue: sql`excluded.date_value`,
              optionIds: sql`excluded.option_ids`,
              updatedBy: sql`excluded.updated_by`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
      if (changes.length > 0) {
        await recordActivity(ctx.db, {
          incubatorId,
          actorId: viewer.userId,
          action: 'profileFields.updated',
          entityType: args.entityKind,
          entityId,
          after: { form: current.kind, fields: changes.map((c) => c.fieldId) },
        });
      }
      return profileValues(ctx, args.entityKind, entityId, hidden);
    },
  }),
}));
