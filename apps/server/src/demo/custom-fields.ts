import type { CustomFieldOption, CustomFieldType, FormQuestion, ProfileFormKind } from '@cohort/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import { customFields, customFieldValues, PROFILE_FORM_TITLES } from '../modules/customfields/index.ts';
import { customFieldQuestion, forms } from '../modules/forms/index.ts';
import { startups } from '../modules/startups/index.ts';
import { users } from '../modules/users/index.ts';

interface DemoField {
  entityKind: 'startup' | 'user';
  form: ProfileFormKind;
  label: string;
  type: CustomFieldType;
  description?: string;
  options?: string[];
  required?: boolean;
}

/** The demo organisation's custom fields, on its four profile forms (spec 02 §2 Forms, fields, tags). */
const FIELDS: DemoField[] = [
  {
    entityKind: 'startup',
    form: 'startup_profile',
    label: 'Stage',
    type: 'select_dropdown',
    options: ['Idea', 'Prototype', 'Seed', 'Series A'],
    required: true,
  },
  {
    entityKind: 'startup',
    form: 'startup_profile',
    label: 'Team size',
    type: 'number',
    description: 'Full-time people',
  },
  { entityKind: 'startup', form: 'startup_profile', label: 'Pitch deck', type: 'text_link' },
  {
    entityKind: 'startup',
    form: 'startup_profile_private',
    label: 'Investment readiness',
    type: 'select_radio',
    options: ['Low', 'Medium', 'High'],
  },
  { entityKind: 'startup', form: 'startup_profile_private', label: 'Internal notes', type: 'text_long' },
  {
    entityKind: 'user',
    form: 'user_profile',
    label: 'Languages spoken',
    type: 'select_checkbox',
    options: ['English', 'French', 'Spanish', 'German', 'Arabic'],
  },
  { entityKind: 'user', form: 'user_profile', label: 'Mentoring focus', type: 'text' },
  { entityKind: 'user', form: 'user_profile_private', label: 'Staff notes', type: 'text_long' },
];

/**
 * Custom fields on the demo's profile forms, answered for most startups and a few people, so that the startup
 * file's profile tabs, the portfolio's custom-field filter and the analytics page have something to show.
 */
export async function seedCustomFields(db: Db, incubatorId: string, adminId: string): Promise<void> {
  const questions = new Map<ProfileFormKind, FormQuestion[]>();
  const made = new Map<string, { id: string; options: CustomFieldOption[] }>();
  for (const field of FIELDS) {
    const id = newId();
    const options = (field.options ?? []).map((label) => ({ id: newId(), label }));
    made.set(field.label, { id, options });
    await db.insert(customFields).values({
      incubatorId,
      id,
      entityKind: field.entityKind,
      label: field.label,
      description: field.description ?? null,
      fieldType: field.type,
      options,
      createdBy: adminId,
    });
    const question = customFieldQuestion({ id, label: field.label, fieldType: field.type }, field.required ?? false);
    questions.set(field.form, [...(questions.get(field.form) ?? []), question]);
  }
  // The four profile forms are forms of the profile kinds, their questions the fields in order.
  for (const [kind, title] of Object.entries(PROFILE_FORM_TITLES) as [ProfileFormKind, string][]) {
    const id = newId();
    await db.insert(forms).values({
      incubatorId,
      id,
      baseId: id,
      kind,
      title,
      questions: questions.get(kind) ?? [],
      shareId: newId(),
      updatedBy: adminId,
    });
  }
  const field = (label: string) => made.get(label) ?? { id: '', options: [] };
  const option = (label: string, index: number) => {
    const { options } = field(label);
    return options[index % options.length]?.id ?? '';
  };

  const startupRows = await db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(eq(startups.incubatorId, incubatorId))
    .orderBy(asc(startups.name));
  const values: (typeof customFieldValues.$inferInsert)[] = [];
  for (const [index, startup] of startupRows.entries()) {
    const base = { incubatorId, entityId: startup.id, updatedBy: adminId };
    values.push({ ...base, fieldId: field('Stage').id, optionIds: [option('Stage', index)] });
    if (index % 4 !== 3) values.push({ ...base, fieldId: field('Team size').id, numberValue: 2 + ((index * 7) % 23) });
    if (index % 3 === 0) {
      const slug = startup.name.toLowerCase().replace(/[^a-z]+/g, '-');
      values.push({ ...base, fieldId: field('Pitch deck').id, textValue: `https://${slug}.example/deck` });
    }
    if (index % 5 !== 4) {
      values.push({
        ...base,
        fieldId: field('Investment readiness').id,
        optionIds: [option('Investment readiness', index)],
      });
    }
    if (index % 6 === 0) {
      values.push({
        ...base,
        fieldId: field('Internal notes').id,
        textValue: 'Strong team; revisit the go-to-market plan at the next review.',
      });
    }
  }
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), ne(users.status, 'deleted')))
    .orderBy(asc(users.email))
    .limit(12);
  for (const [index, person] of people.entries()) {
    const languages = [option('Languages spoken', 0), option('Languages spoken', index + 1)];
    values.push({
      incubatorId,
      entityId: person.id,
      updatedBy: adminId,
      fieldId: field('Languages spoken').id,
      optionIds: [...new Set(languages)],
    });
  }
  await db.insert(customFieldValues).values(values);
}
