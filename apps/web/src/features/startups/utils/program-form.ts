import { type ProgramKind, programSchema } from '@cohort/shared';
import type { ProgramData } from '../graphql/program-fields.fragment.ts';
import { type FormProblems, problemsOfIssues } from './form-problems.ts';

/** The programme form's values; dates are calendar days ('YYYY-MM-DD') or '' while empty. */
export type ProgramFormValues = {
  /** Startups (a cohort) or people (a mentor track, a fellowship). */
  kind: ProgramKind;
  name: string;
  description: string;
  startsOn: string;
  endsOn: string;
};

export type ProgramFormField = keyof ProgramFormValues;
const FIELDS: readonly ProgramFormField[] = ['name', 'description', 'startsOn', 'endsOn'];

export function programFormValues(program: ProgramData | null): ProgramFormValues {
  return {
    kind: program?.kind ?? 'startup',
    name: program?.name ?? '',
    description: program?.description ?? '',
    startsOn: program?.startsOn ?? '',
    endsOn: program?.endsOn ?? '',
  };
}

/** What the API receives (ProgramInput): trimmed texts, empty values as null. */
export function programInput(values: ProgramFormValues) {
  return {
    kind: values.kind,
    name: values.name.trim(),
    description: values.description.trim() || null,
    startsOn: values.startsOn.trim() || null,
    endsOn: values.endsOn.trim() || null,
  };
}

/** The shared programme rules (packages/shared programSchema): name required, the end not before the start. */
export function programFormProblems(values: ProgramFormValues): FormProblems<ProgramFormField> {
  const result = programSchema.safeParse(programInput(values));
  if (result.success) return {};
  return problemsOfIssues(result.error.issues, FIELDS, { endsOn: { kind: 'endBeforeStart' } });
}

/** A programme's kind changes only while nobody takes part in it (the server's canChangeProgramKind). */
export function programKindLocked(program: Pick<ProgramData, 'startupCount' | 'memberCount'> | null): boolean {
  return program !== null && (program.startupCount > 0 || program.memberCount > 0);
}
