import type { z } from 'zod';

/** Why a field of a startup or programme form is refused; the form turns it into a message of spec 02 §5. */
export type FormProblem =
  | { kind: 'required' }
  | { kind: 'textMax'; max: number }
  | { kind: 'url' }
  | { kind: 'numberMin'; min: number }
  | { kind: 'numberMax'; max: number }
  | { kind: 'endBeforeStart' }
  | { kind: 'invalid' };

export type FormProblems<F extends string> = Partial<Record<F, FormProblem>>;

/**
 * The problems of a shared zod schema's failed parse, one per field (the first issue): the rules stay those of
 * packages/shared, the messages are the interface language's. `customProblems` names what a field's refinement means.
 */
export function problemsOfIssues<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  customProblems: Partial<Record<F, FormProblem>> = {},
): FormProblems<F> {
  const problems: FormProblems<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    const name = field as F;
    if (problems[name]) continue;
    problems[name] = problemOfIssue(issue, customProblems[name]);
  }
  return problems;
}

function problemOfIssue(issue: z.core.$ZodIssue, custom: FormProblem | undefined): FormProblem {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return { kind: 'numberMin', min: Number(issue.minimum) };
      return { kind: 'required' };
    case 'too_big':
      if (issue.origin === 'number') return { kind: 'numberMax', max: Number(issue.maximum) };
      return { kind: 'textMax', max: Number(issue.maximum) };
    case 'custom':
      return custom ?? { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}
