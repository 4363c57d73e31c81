import { isTaskUrl, TASK_NAME_MAX } from '@cohort/shared';
import { isCalendarDay, isDueDayInPast } from './due-date.ts';

export { TASK_NAME_MAX };

export type AssigneeKind = 'User' | 'Startup';

export interface AssigneeValue {
  type: AssigneeKind;
  value: string;
}

export type TaskFormValues = {
  name: string;
  /** The chosen calendar day, 'YYYY-MM-DD'. */
  dueDay: string;
  /** Assignees as select values ('User:<id>', 'Startup:<id>'). */
  assignees: string[];
  url: string;
};

export type TaskFormProblem = 'required' | 'tooLong' | 'pastDueDate' | 'noAssignee' | 'invalidUrl';
export type TaskFormProblems = Partial<Record<'name' | 'dueDay' | 'assignees' | 'url', TaskFormProblem>>;

/** One select value per assignee: the kind and the id, so that a user and a startup never collide. */
export function assigneeKey(assignee: AssigneeValue): string {
  return `${assignee.type}:${assignee.value}`;
}

export function parseAssigneeKey(key: string): AssigneeValue | null {
  const separator = key.indexOf(':');
  if (separator <= 0) return null;
  const type = key.slice(0, separator);
  const value = key.slice(separator + 1);
  if ((type !== 'User' && type !== 'Startup') || value === '') return null;
  return { type, value };
}

export function assigneesFromKeys(keys: readonly string[]): AssigneeValue[] {
  return keys.map(parseAssigneeKey).filter((assignee): assignee is AssigneeValue => assignee !== null);
}

/** Spec 01 §5: a new task is assigned to the person creating it until they choose otherwise. */
export function defaultAssigneeKeys(userId: string): string[] {
  return [assigneeKey({ type: 'User', value: userId })];
}

/**
 * The task form rules of spec 01 §5: name required; due date required and not in the past (checked when it was
 * changed, so that an overdue task can still be renamed); at least one assignee; the optional url must be an in-app path or an http(s) address.
 */
export function taskFormProblems(
  values: TaskFormValues,
  context: { timezone: string; now?: Date; initialDueDay?: string | null },
): TaskFormProblems {
  const problems: TaskFormProblems = {};
  if (values.name.trim() === '') problems.name = 'required';
  else if (values.name.trim().length > TASK_NAME_MAX) problems.name = 'tooLong';
  if (values.dueDay === '' || !isCalendarDay(values.dueDay)) problems.dueDay = 'required';
  else if (values.dueDay !== context.initialDueDay && isDueDayInPast(values.dueDay, context.timezone, context.now)) {
    problems.dueDay = 'pastDueDate';
  }
  if (assigneesFromKeys(values.assignees).length === 0) problems.assignees = 'noAssignee';
  if (values.url.trim() !== '' && !isTaskUrl(values.url.trim())) problems.url = 'invalidUrl';
  return problems;
}

export interface AssigneeOptionGroupData {
  label: string;
  options: readonly { label: string; value: string; type: string }[];
}

export interface SelectGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The grouped options of the assignee select (users, startups). Chosen assignees the options do not list (the
 * viewer, a person who left a programme) are added to a group of their own, so that the select can show them.
 */
export function assigneeSelectData(
  groups: readonly AssigneeOptionGroupData[],
  chosen: readonly { key: string; label: string }[],
  chosenGroupLabel: string,
): SelectGroup[] {
  const seen = new Set<string>();
  const data: SelectGroup[] = [];
  for (const group of groups) {
    const items: { value: string; label: string }[] = [];
    for (const option of group.options) {
      if (option.type !== 'User' && option.type !== 'Startup') continue;
      const key = assigneeKey({ type: option.type, value: option.value });
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ value: key, label: option.label });
    }
    if (items.length > 0) data.push({ group: group.label, items });
  }
  const missing = chosen.filter((option) => !seen.has(option.key));
  if (missing.length > 0) {
    data.unshift({
      group: chosenGroupLabel,
      items: missing.map((option) => ({ value: option.key, label: option.label })),
    });
  }
  return data;
}
