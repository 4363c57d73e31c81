import { MILESTONE_STATUSES, type MilestoneStatus, milestoneSchema } from '@cohort/shared';
import type { StartupMilestoneData } from '../graphql/startup-milestone-fields.fragment.ts';
import { type FormProblem, problemOfIssue } from './form-problems.ts';
import { isCalendarDay } from './milestone-rules.ts';

/** The milestone form's values; the due date is a calendar day ('YYYY-MM-DD') or '' while empty. */
export type MilestoneFormValues = {
  name: string;
  description: string;
  dueDate: string;
  status: MilestoneStatus;
};

export type MilestoneFormField = keyof MilestoneFormValues;
const FIELDS: readonly MilestoneFormField[] = ['name', 'description', 'dueDate', 'status'];

export function milestoneFormValues(milestone: StartupMilestoneData | null): MilestoneFormValues {
  return {
    name: milestone?.name ?? '',
    description: milestone?.description ?? '',
    dueDate: milestone?.dueDate ?? '',
    status: milestone?.status ?? 'NOT_STARTED',
  };
}

/** What the API receives (StartupMilestoneInput): trimmed texts, empty values as null. */
export function milestoneInput(values: MilestoneFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    dueDate: values.dueDate.trim() || null,
    status: values.status,
  };
}

/** The shared milestone rules (packages/shared milestoneSchema): a name; the due date, if any, a real day. */
export function milestoneFormProblems(values: MilestoneFormValues): Partial<Record<MilestoneFormField, FormProblem>> {
  const problems: Partial<Record<MilestoneFormField, FormProblem>> = {};
  const result = milestoneSchema.safeParse(milestoneInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(FIELDS as readonly string[]).includes(field)) continue;
      problems[field as MilestoneFormField] ??= problemOfIssue(issue);
    }
  }
  // The shared rule checks the shape; a day that does not exist (2026-02-30) is refused here too.
  const dueDate = values.dueDate.trim();
  if (!problems.dueDate && dueDate && !isCalendarDay(dueDate)) problems.dueDate = { kind: 'invalidDate' };
  if (!(MILESTONE_STATUSES as readonly string[]).includes(values.status)) problems.status = { kind: 'required' };
  return problems;
}

/** The apply-a-template form: which plan, and the day it starts. */
export function applyTemplateProblems(values: { templateId: string | null; startDate: string }): {
  templateId?: FormProblem;
  startDate?: FormProblem;
} {
  const problems: { templateId?: FormProblem; startDate?: FormProblem } = {};
  if (!values.templateId) problems.templateId = { kind: 'required' };
  if (!values.startDate.trim()) problems.startDate = { kind: 'required' };
  else if (!isCalendarDay(values.startDate.trim())) problems.startDate = { kind: 'invalidDate' };
  return problems;
}
