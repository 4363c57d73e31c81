import {
  type CustomFieldOption,
  type CustomFieldStoredValue,
  type CustomFieldType,
  type CustomFieldValueInput,
  type FormAnswers,
  type FormAnswerValue,
  type FormFieldType,
  type FormOption,
  type FormQuestion,
  isChoiceAnswer,
  parseCustomFieldValue,
} from '@cohort/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { outer } from '../../platform/db/sql.ts';
import { customFields, customFieldValues } from '../customfields/index.ts';
import { holdsCustomField } from './custom-field-question.service.ts';
import type { FormRow } from './form.service.ts';
import { forms } from './form.table.ts';

interface FieldOfQuestion {
  id: string;
  fieldType: CustomFieldType;
  options: CustomFieldOption[];
  entityKind: string;
  /** Not on the hidden (staff-only) profile form of its kind: the person may read and write it on their profile. */
  visible: boolean;
  stored: CustomFieldStoredValue | null;
}

export interface WithCustomFields<T> {
  form: T;
  /** The respondent's stored values (their own and their startup's visible fields), as answers. */
  prefill: FormAnswers;
  /** The questions whose answers are written back to the respondent's or their startup's profile. */
  writable: Map<
    string,
    { fieldId: string; entityId: string; fieldType: CustomFieldType; options: CustomFieldOption[] }
  >;
}

/** Who fills the form: the person, and the startup whose fields its startup questions read and write (their first). */
export interface Respondent {
  userId: string;
  startupId: string | null;
}

/**
 * custom_field questions read their type and options from the field itself, so that a field's options renamed,
 * added or removed reach every form at once; a question whose field was deleted is left out. With a respondent, the
 * same statement reads the stored values of their user fields and of their startup's fields, the hidden (staff-only)
 * ones excepted, as the profile rules say: the form opens with them, and a submission writes them back. One
 * statement, only when the form has such questions. Application fields get their answers with the applications area.
 */
export async function withCustomFields<T extends Pick<FormRow, 'questions' | 'languages' | 'incubatorId'>>(
  db: Db,
  form: T,
  respondent: Respondent | null = null,
): Promise<WithCustomFields<T>> {
  const ids = [
    ...new Set(
      form.questions.flatMap((q) => (q.questionType === 'custom_field' && q.customFieldId ? [q.customFieldId] : [])),
    ),
  ];
  const writable: WithCustomFields<T>['writable'] = new Map();
  if (ids.length === 0) return { form, prefill: {}, writable };
  const fields = await db
    .select({
      id: customFields.id,
      fieldType: customFields.fieldType,
      options: customFields.options,
      entityKind: customFields.entityKind,
      visible: sql<boolean>`not exists (select 1 from ${forms} p
        where p.incubator_id = ${outer(customFields.incubatorId)} and p.kind = ${outer(customFields.entityKind)} || '_profile_private'
          and p.is_current and ${holdsCustomField(sql`${outer(customFields.id)}`, sql`p.questions`)})`,
      stored: respondent
        ? sql<CustomFieldStoredValue | null>`(select json_build_object('text', v.text_value, 'number', v.number_value,
              'date', v.date_value, 'optionIds', v.option_ids)
            from ${customFieldValues} v where v.incubator_id = ${outer(customFields.incubatorId)}
              and v.field_id = ${outer(customFields.id)}
              and v.entity_id = case ${outer(customFields.entityKind)} when 'user' then ${respondent.userId}::uuid
                when 'startup' then ${respondent.startupId}::uuid end)`
        : sql<null>`null`,
    })
    .from(customFields)
    .where(and(eq(customFields.incubatorId, form.incubatorId), inArray(customFields.id, ids)));
  const byId = new Map(fields.map((f) => [f.id, f as FieldOfQuestion]));
  const language = form.languages[0] ?? 'en';
  const questions: FormQuestion[] = [];
  const prefill: FormAnswers = {};
  for (const question of form.questions) {
    if (question.questionType !== 'custom_field') {
      questions.push(question);
      continue;
    }
    const field = question.customFieldId ? byId.get(question.customFieldId) : undefined;
    if (!field) continue;
    questions.push({
      ...question,
      behavesAs: field.fieldType as FormFieldType,
      options: optionsOf(field.options, question.options ?? [], language),
    });
    const entityId =
      !respondent || !field.visible
        ? null
        : field.entityKind === 'user'
          ? respondent.userId
          : field.entityKind === 'startup'
            ? respondent.startupId
            : null;
    if (entityId) {
      writable.set(question.id, { fieldId: field.id, entityId, fieldType: field.fieldType, options: field.options });
      const answer = field.stored ? answerOf(field.fieldType, field.stored) : null;
      if (answer !== null) prefill[question.id] = answer;
    }
  }
  return { form: { ...form, questions }, prefill, writable };
}

function optionsOf(
  options: readonly CustomFieldOption[],
  translated: readonly FormOption[],
  language: string,
): FormOption[] | null {
  if (options.length === 0) return null;
  return options.map((option) => {
    const kept = translated.find((o) => o.value === option.id)?.labels.filter((l) => l.language !== language) ?? [];
    return { value: option.id, labels: [{ language, value: option.label }, ...kept] };
  });
}

/** A stored value as the answer a form shows. */
function answerOf(type: CustomFieldType, stored: CustomFieldStoredValue): FormAnswerValue {
  if (stored.optionIds && stored.optionIds.length > 0) return { values: stored.optionIds };
  if (type === 'number' || type === 'currency') return stored.number;
  if (type === 'date') return stored.date;
  return stored.text;
}

/** An answer as the value a custom field stores. */
function valueInputOf(type: CustomFieldType, answer: FormAnswerValue): CustomFieldValueInput | null {
  if (answer === null || answer === undefined) return null;
  if (isChoiceAnswer(answer)) return { optionIds: answer.values };
  if (typeof answer === 'number') return { number: answer };
  if (typeof answer !== 'string') return null;
  return type === 'date' ? { date: answer } : { text: answer };
}

/**
 * Writes a respondent's answers to custom fields back to their profile or their startup's (the answers were checked
 * against the form, and are checked again against the field). Unanswered questions leave the profiles as they are.
 */
export async function writeCustomFieldAnswers(
  db: Db,
  incubatorId: string,
  respondentId: string,
  writable: WithCustomFields<unknown>['writable'],
  answers: FormAnswers,
): Promise<void> {
  const rows = [...writable].flatMap(([questionId, field]) => {
    const input = valueInputOf(field.fieldType, answers[questionId] ?? null);
    if (!input) return [];
    const parsed = parseCustomFieldValue({ type: field.fieldType, options: field.options }, input);
    if (!('value' in parsed) || !parsed.value) return [];
    return [
      {
        incubatorId,
        fieldId: field.fieldId,
        entityId: field.entityId,
        textValue: parsed.value.text,
        numberValue: parsed.value.number,
        dateValue: parsed.value.date,
        optionIds: parsed.value.optionIds,
        updatedBy: respondentId,
      },
    ];
  });
  if (rows.length === 0) return;
  await db
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
        updatedAt: sql`now()`,
      },
    });
}
