import type { z } from 'zod';

/** Why a field of a milestone or template form is refused; the form turns it into a message in the interface language. */
export type FormProblem =
  | { kind: 'required' }
  | { kind: 'textMax'; max: number }
  | { kind: 'numberMin'; min: number }
  | { kind: 'numberMax'; max: number }
  | { kind: 'wholeNumber' }
  | { kind: 'noSteps' }
  | { kind: 'tooManySteps'; max: number }
  | { kind: 'invalidDate' }
  | { kind: 'invalid' };

/** The problem of one issue of a shared zod schema's failed parse: the rule is packages/shared's, the words are ours. */
export function problemOfIssue(issue: z.core.$ZodIssue): FormProblem {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return { kind: 'numberMin', min: Number(issue.minimum) };
      if (issue.origin === 'array') return { kind: 'noSteps' };
      return { kind: 'required' };
    case 'too_big':
      if (issue.origin === 'number') return { kind: 'numberMax', max: Number(issue.maximum) };
      if (issue.origin === 'array') return { kind: 'tooManySteps', max: Number(issue.maximum) };
      return { kind: 'textMax', max: Number(issue.maximum) };
    case 'invalid_type':
      return issue.expected === 'int' ? { kind: 'wholeNumber' } : { kind: 'required' };
    case 'invalid_format':
      return { kind: 'invalidDate' };
    default:
      return { kind: 'invalid' };
  }
}
