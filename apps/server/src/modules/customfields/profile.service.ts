import {
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldStoredValue,
  type CustomFieldType,
  PROFILE_FORM_KINDS,
  type ProfileFormKind,
  parseCustomFieldValue,
  profileFormEntityKind,
  profileFormKindOf,
} from '@cohort/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import {
  canViewStartupFile,
  type ProfileFieldsAccess,
  startupProfileFieldsAccess,
  userProfileFieldsAccess,
} from '../../policies/index.ts';
import { recordActivity } from '../activity/index.ts';
import { canSeePerson } from '../directory/index.ts';
import { customFieldQuestion, forms } from '../forms/index.ts';
import { startupAccess } from '../startups/index.ts';
import {
  ensureProfileForms,
  type FieldView,
  type FormItem,
  formItems,
  formOfKind,
  listFields,
  storedValueOf,
  valuesOf,
} from './custom-field.service.ts';
import { customFieldValues } from './custom-field.table.ts';

export interface FormView {
  id: string;
  kind: ProfileFormKind;
  items: FormItem[];
  updatedAt: Date;
}

export interface ValueItem extends FormItem {
  value: CustomFieldStoredValue | null;
}

export interface ProfileValues {
  formId: string;
  kind: ProfileFormKind;
  entityId: string;
  canEdit: boolean;
  items: ValueItem[];
}

/** A value sent for one field of a profile form, as the client sent it. */
export interface ProfileValueInput {
  fieldId: string;
  text?: string | null;
  number?: number | null;
  date?: string | null;
  optionIds?: readonly string[] | null;
}

/** The four profile forms with their fields, in the order of the spec's kinds. */
export async function profileFormViews(ctx: Ctx): Promise<FormView[]> {
  const { incubatorId } = viewerOf(ctx);
  const profileForms = await ensureProfileForms(ctx.db, incubatorId);
  const items = await formItems(ctx.db, incubatorId, profileForms);
  return PROFILE_FORM_KINDS.map((kind) => profileForms.find((f) => f.kind === kind))
    .filter((form) => form !== undefined)
    .map((form) => ({ id: form.id, kind: form.kind, items: items.get(form.id) ?? [], updatedAt: form.updatedAt }));
}

/** One profile form (NotFound for another organisation's or a malformed id). */
export async function profileFormView(ctx: Ctx, incubatorId: string, id: string): Promise<FormView> {
  const profileForms = await ensureProfileForms(ctx.db, incubatorId);
  const form = profileForms.find((f) => f.id === id);
  if (!form) throw new NotFoundError('The form');
  const items = await formItems(ctx.db, incubatorId, [form]);
  return { id: form.id, kind: form.kind, items: items.get(form.id) ?? [], updatedAt: form.updatedAt };
}

/**
 * Who reads and edits a profile's custom fields: the profile must be one the viewer sees (NotFound otherwise), and the
 * form one they may read (Forbidden otherwise); the answer says whether they may edit it.
 */
async function profileTarget(
  ctx: Ctx,
  entityKind: 'startup' | 'user',
  entityId: string,
  hidden: boolean,
): Promise<{ incubatorId: string; canEdit: boolean }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  let rights: ProfileFieldsAccess;
  if (entityKind === 'startup') {
    const access = isUuid(entityId) ? await startupAccess(ctx.db, incubatorId, entityId) : null;
    if (!access || !canViewStartupFile(viewer, access)) throw new NotFoundError('The startup');
    rights = startupProfileFieldsAccess(viewer, access, hidden);
  } else {
    if (!(await canSeePerson(ctx, entityId))) throw new NotFoundError('The person');
    rights = userProfileFieldsAccess(viewer, entityId, hidden);
  }
  if (!rights.read) throw new ForbiddenError();
  return { incubatorId, canEdit: rights.edit };
}

/** A startup's or a user's answers to one profile form, with whether the viewer may change them. */
export async function profileValues(
  ctx: Ctx,
  entityKind: 'startup' | 'user',
  entityId: string,
  hidden: boolean,
): Promise<ProfileValues> {
  const target = await profileTarget(ctx, entityKind, entityId, hidden);
  const form = await formOfKind(ctx.db, target.incubatorId, profileFormKindOf(entityKind, hidden));
  const items = (await formItems(ctx.db, target.incubatorId, [form])).get(form.id) ?? [];
  const values = await valuesOf(
    ctx.db,
    target.incubatorId,
    entityId,
    items.map((item) => item.field.id),
  );
  return {
    formId: form.id,
    kind: form.kind,
    entityId,
    canEdit: target.canEdit,
    items: items.map((item) => ({ ...item, value: storedValueOf(values.find((v) => v.fieldId === item.field.id)) })),
  };
}

/** Sets the fields of a profile form, in order, each required or not; a field sits on one form of its profile. */
export async function updateProfileForm(
  ctx: Ctx,
  formId: string,
  items: readonly { fieldId: string; required?: boolean | null }[],
): Promise<FormView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const form = await profileFormView(ctx, incubatorId, formId);
  const entityKind = profileFormEntityKind(form.kind);
  const ids = items.map((item) => item.fieldId);
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
  const questions = items.map((item) =>
    customFieldQuestion(fields.find((f) => f.id === item.fieldId) as FieldView, item.required ?? false),
  );
  await ctx.db
    .update(forms)
    .set({ questions, updatedAt: new Date(), updatedBy: viewer.userId })
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, form.id)));
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'profileForm.updated',
    entityType: 'profileForm',
    entityId: form.id,
    after: { kind: form.kind, fields: ids.length },
  });
  return profileFormView(ctx, incubatorId, form.id);
}

/**
 * Saves answers to one profile form (`current`, read with profileValues; the caller checked canEdit): fields left out
 * keep their answers, an empty value clears one, required fields must keep a value; each bad value is reported on
 * its field.
 */
export async function setProfileFieldValues(
  ctx: Ctx,
  entityKind: 'startup' | 'user',
  current: ProfileValues,
  hidden: boolean,
  inputs: readonly ProfileValueInput[],
): Promise<ProfileValues> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const entityId = current.entityId;
  const errors: { field: string; message: string }[] = [];
  const changes: { fieldId: string; value: CustomFieldStoredValue | null }[] = [];
  for (const input of inputs) {
    const fieldId = input.fieldId;
    const item = current.items.find((i) => i.field.id === fieldId);
    if (!item) {
      errors.push({ field: fieldId, message: 'This field is not on this profile' });
      continue;
    }
    const parsed = parseCustomFieldValue(
      { type: item.field.fieldType as CustomFieldType, options: item.field.options },
      { ...input, optionIds: input.optionIds ? [...input.optionIds] : input.optionIds },
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
      entityType: entityKind,
      entityId,
      after: { form: current.kind, fields: changes.map((c) => c.fieldId) },
    });
  }
  return profileValues(ctx, entityKind, entityId, hidden);
}
