import {
  type CustomFieldEntityKind,
  type CustomFieldStoredValue,
  type CustomFieldType,
  formatMessage,
  isAuthorized,
  isChoiceField,
  isInRoleGroup,
  isNumberField,
  isStorableText,
  PROFILE_FORM_KINDS,
  type ProfileFormKind,
  STARTUP_MANAGER_ROLES,
  UNSTORABLE_TEXT_MESSAGE,
} from '@cohort/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid, newId } from '../../platform/db/ids.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { NotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { customFields, customFieldValues, profileFormFields, profileForms } from './custom-field.table.ts';
import type { CustomFieldFilter } from './filter.ts';

export type FieldRow = typeof customFields.$inferSelect;
export type ValueRow = typeof customFieldValues.$inferSelect;

/** A field with what the list shows of its use: how many answers it has and the profile form it sits on. */
export interface FieldView extends FieldRow {
  answerCount: number;
  formKind: ProfileFormKind | null;
}

/** The programme side: internal roles (and platform operators). */
export function isStaff(viewer: Viewer): boolean {
  return viewer.roleType === 'System' || isInRoleGroup(viewer.roleType, 'internal');
}

export function managesStartups(viewer: Viewer): boolean {
  return viewer.roleType === 'System' || (STARTUP_MANAGER_ROLES as readonly string[]).includes(viewer.roleType);
}

/** PROFILE_FIELDS:EDIT (any criterion but NONE). */
export function editsProfileFields(viewer: Viewer): boolean {
  return viewer.roleType === 'System' || isAuthorized(viewer, 'PROFILE_FIELDS:EDIT');
}

/** Fields with their answer counts and forms, in three statements whatever their number. */
export async function fieldViews(db: Db, incubatorId: string, rows: readonly FieldRow[]): Promise<FieldView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ fieldId: customFieldValues.fieldId, value: count() })
    .from(customFieldValues)
    .where(and(eq(customFieldValues.incubatorId, incubatorId), inArray(customFieldValues.fieldId, ids)))
    .groupBy(customFieldValues.fieldId);
  const forms = await db
    .select({ fieldId: profileFormFields.fieldId, kind: profileForms.kind })
    .from(profileFormFields)
    .innerJoin(
      profileForms,
      and(eq(profileForms.incubatorId, profileFormFields.incubatorId), eq(profileForms.id, profileFormFields.formId)),
    )
    .where(and(eq(profileFormFields.incubatorId, incubatorId), inArray(profileFormFields.fieldId, ids)));
  return rows.map((row) => ({
    ...row,
    answerCount: counts.find((c) => c.fieldId === row.id)?.value ?? 0,
    formKind: (forms.find((f) => f.fieldId === row.id)?.kind as ProfileFormKind | undefined) ?? null,
  }));
}

export async function listFields(db: Db, incubatorId: string, entityKind?: CustomFieldEntityKind | null) {
  const rows = await db
    .select()
    .from(customFields)
    .where(
      and(eq(customFields.incubatorId, incubatorId), entityKind ? eq(customFields.entityKind, entityKind) : undefined),
    )
    .orderBy(asc(customFields.entityKind), asc(sql`lower(${customFields.label})`));
  return fieldViews(db, incubatorId, rows);
}

export async function findField(db: Db, incubatorId: string, id: string): Promise<FieldView> {
  if (!isUuid(id)) throw new NotFoundError('The field');
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.id, id)));
  const [view] = await fieldViews(db, incubatorId, rows);
  if (!view) throw new NotFoundError('The field');
  return view;
}

/** The four profile forms of an organisation, made on first use. */
export async function ensureProfileForms(db: Db, incubatorId: string) {
  const existing = await db.select().from(profileForms).where(eq(profileForms.incubatorId, incubatorId));
  const missing = PROFILE_FORM_KINDS.filter((kind) => !existing.some((form) => form.kind === kind));
  if (missing.length === 0) return existing;
  await db
    .insert(profileForms)
    .values(missing.map((kind) => ({ incubatorId, id: newId(), kind })))
    .onConflictDoNothing();
  return db.select().from(profileForms).where(eq(profileForms.incubatorId, incubatorId));
}

export interface FormItem {
  field: FieldView;
  required: boolean;
}

/** The fields of the given forms, in order, keyed by form id. */
export async function formItems(db: Db, incubatorId: string, formIds: readonly string[]) {
  const byForm = new Map<string, FormItem[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return byForm;
  const rows = await db
    .select({ formId: profileFormFields.formId, required: profileFormFields.required, field: customFields })
    .from(profileFormFields)
    .innerJoin(
      customFields,
      and(eq(customFields.incubatorId, profileFormFields.incubatorId), eq(customFields.id, profileFormFields.fieldId)),
    )
    .where(and(eq(profileFormFields.incubatorId, incubatorId), inArray(profileFormFields.formId, [...formIds])))
    .orderBy(asc(profileFormFields.position));
  const views = await fieldViews(
    db,
    incubatorId,
    rows.map((row) => row.field),
  );
  rows.forEach((row, index) => {
    byForm.get(row.formId)?.push({ field: views[index] as FieldView, required: row.required });
  });
  return byForm;
}

export async function formOfKind(db: Db, incubatorId: string, kind: ProfileFormKind) {
  const forms = await ensureProfileForms(db, incubatorId);
  const form = forms.find((f) => f.kind === kind);
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
