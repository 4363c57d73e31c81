import { type StartupInput, startupSchema } from '@cohort/shared';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { type FormProblems, problemsOfIssues } from './form-problems.ts';

export { FOUNDING_YEAR_MIN, STARTUP_NAME_MAX } from '@cohort/shared';

/** The startup form's values: texts as typed, the founding year as a number or '' while empty, ids per link. */
export type StartupFormValues = {
  name: string;
  description: string;
  website: string;
  foundingYear: number | string;
  industryIds: string[];
  tagIds: string[];
  programIds: string[];
  memberIds: string[];
};

export type StartupFormField = keyof StartupFormValues;
const FIELDS: readonly StartupFormField[] = [
  'name',
  'description',
  'website',
  'foundingYear',
  'industryIds',
  'tagIds',
  'programIds',
  'memberIds',
];

export const EMPTY_STARTUP_FORM: StartupFormValues = {
  name: '',
  description: '',
  website: '',
  foundingYear: '',
  industryIds: [],
  tagIds: [],
  programIds: [],
  memberIds: [],
};

/** The form's values for a startup being edited, or empty ones for a new startup. */
export function startupFormValues(startup: StartupData | null): StartupFormValues {
  if (!startup) return EMPTY_STARTUP_FORM;
  return {
    name: startup.name,
    description: startup.description ?? '',
    website: startup.website ?? '',
    foundingYear: startup.foundingYear ?? '',
    industryIds: startup.industries.map((item) => item._id),
    tagIds: startup.tags.map((item) => item._id),
    programIds: startup.programs.map((item) => item._id),
    memberIds: [...startup.peopleIds],
  };
}

/** A founding year as typed: a whole number, null when empty, NaN when it is not a number. */
function yearOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/** What the API receives (StartupInput): trimmed texts, empty ones as null. */
export function startupInput(values: StartupFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    website: values.website.trim() || null,
    foundingYear: yearOf(values.foundingYear),
    industryIds: values.industryIds,
    tagIds: values.tagIds,
    programIds: values.programIds,
    memberIds: values.memberIds,
  } satisfies Record<keyof StartupInput, unknown>;
}

/**
 * The shared startup rules (spec 02 §5, packages/shared startupSchema) on the form's values: name required, the
 * website a valid url with or without its scheme, the founding year from 1950 to this year.
 */
export function startupFormProblems(values: StartupFormValues, now: Date = new Date()): FormProblems<StartupFormField> {
  const result = startupSchema(now).safeParse(startupInput(values));
  if (result.success) return {};
  return problemsOfIssues(result.error.issues, FIELDS, { website: { kind: 'url' } });
}
