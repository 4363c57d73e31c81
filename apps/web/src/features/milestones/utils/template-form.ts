import { type FieldError, MILESTONE_OFFSET_MAX_DAYS, milestoneTemplateSchema } from '@cohort/shared';
import type { MilestoneTemplateData } from '../graphql/milestone-template-fields.fragment.ts';
import { type FormProblem, problemOfIssue } from './form-problems.ts';

/** A step of the template form; `key` keeps its inputs in place while steps are added, removed and moved. */
export interface TemplateStepValues {
  key: string;
  name: string;
  description: string;
  /** Days after the plan starts; '' while the field is empty. */
  dueOffsetDays: number | '';
}

export interface TemplateFormValues {
  name: string;
  description: string;
  steps: TemplateStepValues[];
}

export type TemplateStepField = 'name' | 'description' | 'dueOffsetDays';

export interface TemplateFormProblems {
  name?: FormProblem;
  description?: FormProblem;
  /** About the list itself: none, or too many. */
  steps?: FormProblem;
  /** By step key. */
  items: Record<string, Partial<Record<TemplateStepField, FormProblem>>>;
}

/** How many days after the previous step a new step is due, as a first guess. */
export const NEW_STEP_GAP_DAYS = 7;

let stepCount = 0;
function newStepKey(): string {
  stepCount += 1;
  return `step-${stepCount}`;
}

/** A new, empty step due a week after the last one (at the start for the first one). */
export function newStep(previous?: TemplateStepValues): TemplateStepValues {
  const after = typeof previous?.dueOffsetDays === 'number' ? previous.dueOffsetDays + NEW_STEP_GAP_DAYS : 0;
  return { key: newStepKey(), name: '', description: '', dueOffsetDays: Math.min(after, MILESTONE_OFFSET_MAX_DAYS) };
}

export function templateFormValues(template: MilestoneTemplateData | null): TemplateFormValues {
  if (!template) return { name: '', description: '', steps: [newStep()] };
  return {
    name: template.name,
    description: template.description ?? '',
    steps: template.items.map((item) => ({
      key: newStepKey(),
      name: item.name,
      description: item.description ?? '',
      dueOffsetDays: item.dueOffsetDays,
    })),
  };
}

export function addStep(steps: readonly TemplateStepValues[]): TemplateStepValues[] {
  return [...steps, newStep(steps.at(-1))];
}

export function removeStep(steps: readonly TemplateStepValues[], key: string): TemplateStepValues[] {
  return steps.filter((step) => step.key !== key);
}

/** Moves a step one place up (-1) or down (1); nothing moves past either end. */
export function moveStep(steps: readonly TemplateStepValues[], key: string, direction: -1 | 1): TemplateStepValues[] {
  const from = steps.findIndex((step) => step.key === key);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as TemplateStepValues);
  return next;
}

export function updateStep(
  steps: readonly TemplateStepValues[],
  key: string,
  change: Partial<Omit<TemplateStepValues, 'key'>>,
): TemplateStepValues[] {
  return steps.map((step) => (step.key === key ? { ...step, ...change } : step));
}

/** What the API receives (MilestoneTemplateInput): trimmed texts, empty descriptions as null, steps in order. */
export function templateInput(values: TemplateFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    items: values.steps.map((step) => ({
      name: step.name.trim(),
      description: step.description.trim() || null,
      // An empty field is no number: the shared rule calls it required.
      dueOffsetDays: step.dueOffsetDays === '' ? Number.NaN : step.dueOffsetDays,
    })),
  };
}

/**
 * The shared template rules (packages/shared milestoneTemplateSchema): a name, one to fifty steps, each with a name
 * and a whole number of days from 0 to ten years. One problem per field, the first.
 */
export function templateFormProblems(values: TemplateFormValues): TemplateFormProblems {
  const problems: TemplateFormProblems = { items: {} };
  const result = milestoneTemplateSchema.safeParse(templateInput(values));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'name' || first === 'description') {
      problems[first] ??= problemOfIssue(issue);
    } else if (first === 'items' && index === undefined) {
      problems.steps ??= problemOfIssue(issue);
    } else if (first === 'items' && typeof index === 'number' && isStepField(field)) {
      const key = values.steps[index]?.key;
      if (!key) continue;
      const step = problems.items[key] ?? {};
      step[field] ??= problemOfIssue(issue);
      problems.items[key] = step;
    }
  }
  return problems;
}

export function hasTemplateProblems(problems: TemplateFormProblems): boolean {
  return Boolean(
    problems.name ||
      problems.description ||
      problems.steps ||
      Object.values(problems.items).some((step) => Object.keys(step).length > 0),
  );
}

function isStepField(value: unknown): value is TemplateStepField {
  return value === 'name' || value === 'description' || value === 'dueOffsetDays';
}

/** Where a message of the form is shown: a template field, the steps list, or a field of one step. */
export type TemplateErrorPath = 'name' | 'description' | 'steps' | `${string}.${TemplateStepField}`;

/**
 * The server's field messages (a ValidationError: `input.items.1.name`, `name`, ...) placed on the form: each step
 * by its key, a message about the list on the list. Messages the form cannot place are left out.
 */
export function templateServerErrors(
  fields: readonly FieldError[],
  steps: readonly TemplateStepValues[],
): Partial<Record<TemplateErrorPath, string>> {
  const placed: Partial<Record<TemplateErrorPath, string>> = {};
  for (const { field, message } of fields) {
    const [first, index, stepField] = field.replace(/^input\./, '').split('.');
    if ((first === 'name' || first === 'description') && index === undefined) placed[first] ??= message;
    else if (first === 'items' && index === undefined) placed.steps ??= message;
    else if (first === 'items' && isStepField(stepField)) {
      const key = steps[Number(index)]?.key;
      if (key) placed[`${key}.${stepField}`] ??= message;
    }
  }
  return placed;
}
