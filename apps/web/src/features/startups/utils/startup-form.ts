import { STARTUP_MEMBER_LABEL_MAX, type StartupInput, startupSchema } from '@cohort/shared';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { type FormProblem, type FormProblems, problemsOfIssues } from './form-problems.ts';

export { FOUNDING_YEAR_MIN, STARTUP_MEMBER_LABEL_MAX, STARTUP_NAME_MAX } from '@cohort/shared';

/**
 * The startup form's values: texts as typed, the founding year as a number or '' while empty, ids per link, and the
 * role of each person inside the startup (CEO, CTO…) by user id, as typed.
 */
export type StartupFormValues = {
  name: string;
  description: string;
  website: string;
  foundingYear: number | string;
  industryIds: string[];
  tagIds: string[];
  programIds: string[];
  memberIds: string[];
  memberLabels: Record<string, string>;
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
  'memberLabels',
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
  memberLabels: {},
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
    memberLabels: Object.fromEntries(
      startup.people.filter((person) => person.label).map((person) => [person.userId, person.label ?? '']),
    ),
  };
}

/** A founding year as typed: a whole number, null when empty, NaN when it is not a number. */
function yearOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
}

/** What the API receives (StartupInput): trimmed texts, empty ones as null; a role for each chosen person. */
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
    memberLabels: values.memberIds.map((userId) => ({
      userId,
      label: values.memberLabels[userId]?.trim() || null,
    })),
  } satisfies Record<keyof StartupInput, unknown>;
}

/** Why the role of a person inside the startup is refused: at most 60 characters. */
export function memberLabelProblem(label: string | undefined): FormProblem | undefined {
  const length = label?.trim().length ?? 0;
  return length > STARTUP_MEMBER_LABEL_MAX ? { kind: 'textMax', max: STARTUP_MEMBER_LABEL_MAX } : undefined;
}

/**
 * The person a server message on a role is about (`memberLabels.<index>.label` names the index in the sent input),
 * or null for another field.
 */
export function memberOfLabelError(field: string, sent: readonly { userId: string }[]): string | null {
  const index = /^(?:input\.)?memberLabels\.(\d+)(?:\.|$)/.exec(field)?.[1];
  return index === undefined ? null : (sent[Number(index)]?.userId ?? null);
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
