import type { FormKind, FormQuestion } from '@cohort/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { forms } from './form.table.ts';

/** The parts of a custom field its questions repeat: the type they behave as and the label. */
export interface QuestionedField {
  id: string;
  label: string;
  fieldType: string;
}

/**
 * A question that reads and writes a custom field (all a profile form holds): its id is the field's, its label and
 * `behavesAs` follow the field (refreshed when the field changes), `required` is the form's choice.
 */
export function customFieldQuestion(field: QuestionedField, required: boolean): FormQuestion {
  return {
    id: field.id,
    questionType: 'custom_field',
    customFieldId: field.id,
    behavesAs: field.fieldType as FormQuestion['behavesAs'],
    label: [{ language: 'en', value: field.label }],
    validations: { required },
  };
}

/** The forms among which a question of the custom field sits (jsonb containment on the questions). */
export function holdsCustomField(fieldId: SQL | string, questions: SQL = sql`${forms.questions}`): SQL {
  return sql`${questions} @> jsonb_build_array(jsonb_build_object('customFieldId', (${fieldId})::text))`;
}

/** Takes the questions of a deleted custom field out of the forms of the given kinds (every version). */
export async function removeCustomFieldQuestions(
  db: Db,
  incubatorId: string,
  fieldId: string,
  kinds: readonly FormKind[],
): Promise<void> {
  await db
    .update(forms)
    .set({
      questions: sql`coalesce((select jsonb_agg(q order by n) from jsonb_array_elements(${forms.questions})
        with ordinality as e(q, n) where q->>'customFieldId' is distinct from ${fieldId}), '[]'::jsonb)`,
    })
    .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.kind, [...kinds]), holdsCustomField(sql`${fieldId}`)));
}

/** Gives the questions of a changed custom field its new label and type, in the forms of the given kinds. */
export async function refreshCustomFieldQuestions(
  db: Db,
  incubatorId: string,
  field: QuestionedField,
  kinds: readonly FormKind[],
): Promise<void> {
  const patch = sql`jsonb_build_object('behavesAs', ${field.fieldType}::text,
    'label', jsonb_build_array(jsonb_build_object('language', 'en', 'value', ${field.label}::text)))`;
  await db
    .update(forms)
    .set({
      questions: sql`(select jsonb_agg(case when q->>'customFieldId' = ${field.id} then q || ${patch} else q end
        order by n) from jsonb_array_elements(${forms.questions}) with ordinality as e(q, n))`,
    })
    .where(
      and(eq(forms.incubatorId, incubatorId), inArray(forms.kind, [...kinds]), holdsCustomField(sql`${field.id}`)),
    );
}
