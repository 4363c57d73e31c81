import {
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldEntityKind,
  type CustomFieldInput,
  type CustomFieldOption,
  type CustomFieldStoredValue,
  type CustomFieldType,
  formatMessage,
  isChoiceField,
  isNumberField,
  isStorableText,
  PROFILE_FORM_KINDS,
  type ProfileFormKind,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cohort/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import { outer } from '../../platform/db/sql.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { forms, holdsCustomField, refreshCustomFieldQuestions, removeCustomFieldQuestions } from '../forms/index.ts';
import { customFields, customFieldValues } from './custom-field.table.ts';
import type { CustomFieldFilter } from './filter.ts';

export type FieldRow = typeof customFields.$inferSelect;
export type ValueRow = typeof customFieldValues.$inferSelect;

/** A field with what the list shows of its use: how many answers it has and the profile form it sits on. */
export interface FieldView extends FieldRow {
  answerCount: number;
  formKind: ProfileFormKind | null;
}

const PROFILE_KINDS_SQL = sql.join(
  PROFILE_FORM_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/** Fields with their answer counts and the profile form each sits on: one statement, whatever their number. */
function selectFieldViews(db: Db) {
  return db
    .select({
      field: customFields,
      answerCount: sql<number>`(select count(*)::int from ${customFieldValues} v
        where v.incubator_id = ${outer(customFields.incubatorId)} and v.field_id = ${outer(customFields.id)})`,
      formKind: sql<ProfileFormKind | null>`(select f.kind from ${forms} f
        where f.incubator_id = ${outer(customFields.incubatorId)} and f.is_current and f.kind in (${PROFILE_KINDS_SQL})
          and ${holdsCustomField(outer(customFields.id), sql`f.questions`)} order by f.kind limit 1)`,
    })
    .from(customFields);
}

type SelectedField = Awaited<ReturnType<ReturnType<typeof selectFieldViews>['where']>>[number];

function toFieldView(row: SelectedField): FieldView {
  return { ...row.field, answerCount: row.answerCount, formKind: row.formKind };
}

export async function listFields(db: Db, incubatorId: string, entityKind?: CustomFieldEntityKind | null) {
  const rows = await selectFieldViews(db)
    .where(
      and(eq(customFields.incubatorId, incubatorId), entityKind ? eq(customFields.entityKind, entityKind) : undefined),
    )
    .orderBy(asc(customFields.entityKind), asc(sql`lower(${customFields.label})`));
  return rows.map(toFieldView);
}

export async function findField(db: Db, incubatorId: string, id: string): Promise<FieldView> {
  if (!isUuid(id)) throw new NotFoundError('The field');
  const [row] = await selectFieldViews(db).where(
    and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, id)),
  );
  if (!row) throw new NotFoundError('The field');
  return toFieldView(row);
}

/** A profile form: the current version of a form of one of the four profile kinds. */
export type ProfileFormRow = Pick<typeof forms.$inferSelect, 'id' | 'kind' | 'questions' | 'updatedAt'> & {
  kind: ProfileFormKind;
};

/** The English titles of the profile forms (the web shows translated titles by kind). */
export const PROFILE_FORM_TITLES: Record<ProfileFormKind, string> = {
  startup_profile: 'Startup profile',
  startup_profile_private: 'Startup profile (staff only)',
  user_profile: 'User profile',
  user_profile_private: 'User profile (staff only)',
};

async function profileFormRows(db: Db, incubatorId: string): Promise<ProfileFormRow[]> {
  const rows = await db
    .select({ id: forms.id, kind: forms.kind, questions: forms.questions, updatedAt: forms.updatedAt })
    .from(forms)
    .where(
      and(eq(forms.incubatorId, incubatorId), eq(forms.isCurrent, true), inArray(forms.kind, [...PROFILE_FORM_KINDS])),
    );
  return rows as ProfileFormRow[];
}

/** The four profile forms of an organisation (forms of the profile kinds), made on first use. */
export async function ensureProfileForms(db: Db, incubatorId: string): Promise<ProfileFormRow[]> {
  const existing = await profileFormRows(db, incubatorId);
  const missing = PROFILE_FORM_KINDS.filter((kind) => !existing.some((form) => form.kind === kind));
  if (missing.length === 0) return existing;
  await db
    .insert(forms)
    .values(
      missing.map((kind) => {
        const id = newId();
        return { incubatorId, id, baseId: id, kind, title: PROFILE_FORM_TITLES[kind], shareId: newId() };
      }),
    )
    .onConflictDoNothing();
  return profileFormRows(db, incubatorId);
}

export interface FormItem {
  field: FieldView;
  required: boolean;
}

/** The fields of the given profile forms, in order, keyed by form id: one statement for all their fields. */
export async function formItems(db: Db, incubatorId: string, profileForms: readonly ProfileFormRow[]) {
  const byForm = new Map<string, FormItem[]>(profileForms.map((form) => [form.id, []]));
  const questions = profileForms.flatMap((form) =>
    form.questions.filter((q) => q.questionType === 'custom_field' && q.customFieldId),
  );
  const ids = [...new Set(questions.map((q) => q.customFieldId as string))];
  if (ids.length === 0) return byForm;
  const rows = await selectFieldViews(db).where(
    and(eq(customFields.incubatorId, incubatorId), inArray(customFields.id, ids)),
  );
  const views = new Map(rows.map((row) => [row.field.id, toFieldView(row)]));
  for (const form of profileForms) {
    const items = byForm.get(form.id) ?? [];
    for (const question of form.questions) {
      const field = question.questionType === 'custom_field' ? views.get(question.customFieldId ?? '') : undefined;
      if (field) items.push({ field, required: question.validations?.required ?? false });
    }
  }
  return byForm;
}

export async function formOfKind(db: Db, incubatorId: string, kind: ProfileFormKind): Promise<ProfileFormRow> {
  const profileForms = await ensureProfileForms(db, incubatorId);
  const form = profileForms.find((f) => f.kind === kind);
  if (!form) throw new NotFoundError('The form');
  return form;
}

export function storedValueOf(row: ValueRow | undefined): CustomFieldStoredValue | null {
  if (!row) return null;
  return {
    text: row.textValue,
    number: row.numberValue,
    date: row.dateValue,
    optionIds: row.optionIds,
  };
}

export async function valuesOf(db: Db, incubatorId: string, entityId: string, fieldIds: readonly string[]) {
  if (fieldIds.length === 0) return [];
  return db
    .select()
    .from(customFieldValues)
    .where(
      and(
        eq(customFieldValues.incubatorId, incubatorId),
        eq(customFieldValues.entityId, entityId),
        inArray(customFieldValues.fieldId, [...fieldIds]),
      ),
    );
}

/** Deletes the values of entities that are gone (a deleted startup). */
export async function deleteValuesOf(db: Db, incubatorId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return;
  await db
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.incubatorId, incubatorId), inArray(customFieldValues.entityId, [...entityIds])));
}

/** How many custom-field filters a list, an export or a saved view combines at most. */
export const CUSTOM_FIELD_FILTERS_MAX = 20;

/**
 * Checks custom-field filters against the organisation: each names a field of the entity kind (a hidden-form field
 * only for staff), with criteria that fit its type. Answers the filters cleaned up; a ValidationError otherwise.
 */
export async function checkCustomFieldFilters(
  db: Db,
  incubatorId: string,
  entityKind: 'startup' | 'user',
  staff: boolean,
  filters: readonly CustomFieldFilter[],
): Promise<CustomFieldFilter[]> {
  if (filters.length === 0) return [];
  if (filters.length > CUSTOM_FIELD_FILTERS_MAX) {
    throw new ValidationError([
      { field: 'customFields', message: `At most ${CUSTOM_FIELD_FILTERS_MAX} custom-field filters can be combined` },
    ]);
  }
  const invalid = () => new ValidationError([{ field: 'customFields', message: 'This field was not found' }]);
  if (filters.some((filter) => !isUuid(filter.fieldId))) throw invalid();
  if (filters.some((filter) => filter.text != null && !isStorableText(filter.text))) {
    throw new ValidationError([
      { field: 'customFields', message: formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Text' }) },
    ]);
  }
  const fields = await listFields(db, incubatorId, entityKind);
  return filters.map((filter) => {
    const field = fields.find((f) => f.id === filter.fieldId);
    if (!field) throw invalid();
    if (field.formKind?.endsWith('_private') && !staff) throw invalid();
    const type = field.fieldType as CustomFieldType;
    if (isChoiceField(type)) {
      const optionIds = [...new Set(filter.optionIds ?? [])];
      if (optionIds.some((id) => !field.options.some((option) => option.id === id))) {
        throw new ValidationError([{ field: 'customFields', message: 'Choose one of the options' }]);
      }
      return { fieldId: field.id, optionIds };
    }
    if (isNumberField(type)) {
      const bound = (value: number | null | undefined) => (value != null && Number.isFinite(value) ? value : null);
      return { fieldId: field.id, min: bound(filter.min), max: bound(filter.max) };
    }
    return { fieldId: field.id, text: filter.text?.trim().slice(0, 200) || null };
  });
}

/** Options keep their ids when sent with them (answers keep pointing at them); new options get new ids. */
function optionsOf(input: CustomFieldInput, existing: readonly CustomFieldOption[]): CustomFieldOption[] {
  if (!isChoiceField(input.type)) return [];
  return input.options.map((option) => ({
    id: option.id && existing.some((e) => e.id === option.id) ? option.id : newId(),
    label: option.label,
  }));
}

async function labelTaken(db: Db, incubatorId: string, entityKind: string, label: string, exceptId?: string) {
  const rows = await db
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

/** Defines a field (the caller checked that the viewer edits profile fields). */
export async function createCustomField(
  ctx: Ctx,
  entityKind: CustomFieldEntityKind,
  input: CustomFieldInput,
): Promise<FieldView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (await labelTaken(ctx.db, incubatorId, entityKind, input.label)) {
    throw new ValidationError([{ field: 'label', message: CUSTOM_FIELD_MESSAGES.labelTaken }]);
  }
  const id = newId();
  await ctx.db.insert(customFields).values({
    incubatorId,
    id,
    entityKind: entityKind,
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
    after: { label: input.label, type: input.type, entityKind: entityKind },
  });
  return findField(ctx.db, incubatorId, id);
}

/** Changes a field; its type only while it has no answers; answers lose the options removed. */
export async function updateCustomField(
  ctx: Ctx,
  existing: FieldView,
  entityKind: CustomFieldEntityKind,
  input: CustomFieldInput,
): Promise<FieldView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  if (entityKind !== existing.entityKind) {
    throw new ValidationError([{ field: 'entityKind', message: CUSTOM_FIELD_MESSAGES.wrongKind }]);
  }
  if (input.type !== existing.fieldType && existing.answerCount > 0) {
    throw new ValidationError([{ field: 'type', message: CUSTOM_FIELD_MESSAGES.typeLocked }]);
  }
  if (await labelTaken(ctx.db, incubatorId, existing.entityKind, input.label, existing.id)) {
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
  if (input.label !== existing.label || input.type !== existing.fieldType) {
    const field = { id: existing.id, label: input.label, fieldType: input.type };
    await refreshCustomFieldQuestions(ctx.db, incubatorId, field, PROFILE_FORM_KINDS);
  }
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
}

/** Deletes a field with its answers and its place on the profile forms. */
export async function deleteCustomField(ctx: Ctx, existing: FieldView): Promise<string> {
  const { viewer, incubatorId } = viewerOf(ctx);
  // Only profile forms hold custom-field questions today; other kinds will need versions kept (see decisions.md).
  await removeCustomFieldQuestions(ctx.db, incubatorId, existing.id, PROFILE_FORM_KINDS);
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
}

/** The custom fields the viewer's side may know of: all for startup managers, the network not the staff-only ones. */
export async function customFieldsFor(
  ctx: Ctx,
  entityKind: CustomFieldEntityKind | null | undefined,
  seesHidden: boolean,
): Promise<FieldView[]> {
  const { incubatorId } = viewerOf(ctx);
  const fields = await listFields(ctx.db, incubatorId, entityKind);
  return seesHidden ? fields : fields.filter((f) => !f.formKind?.endsWith('_private'));
}
