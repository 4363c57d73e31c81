import type { CustomFieldOption, FormFieldType, FormOption, FormQuestion } from '@cohort/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customFields } from '../customfields/index.ts';
import type { FormRow } from './form.service.ts';

/**
 * custom_field questions read their type and options from the field itself, so that a field's options renamed,
 * added or removed reach every form at once; a question whose field was deleted is left out. One statement, only
 * when the form has such questions. Option labels translated on the form are kept for the options still there.
 */
export async function withCustomFields<T extends Pick<FormRow, 'questions' | 'languages' | 'incubatorId'>>(
  db: Db,
  form: T,
): Promise<T> {
  const ids = [
    ...new Set(
      form.questions.flatMap((q) => (q.questionType === 'custom_field' && q.customFieldId ? [q.customFieldId] : [])),
    ),
  ];
  if (ids.length === 0) return form;
  const fields = await db
    .select({ id: customFields.id, fieldType: customFields.fieldType, options: customFields.options })
    .from(customFields)
    .where(and(eq(customFields.incubatorId, form.incubatorId), inArray(customFields.id, ids)));
  const byId = new Map(fields.map((f) => [f.id, f]));
  const language = form.languages[0] ?? 'en';
  const questions: FormQuestion[] = [];
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
  }
  return { ...form, questions };
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
