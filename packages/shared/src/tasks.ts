import { z } from 'zod';
import {
  formatMessage,
  INVALID_DATE_MESSAGE,
  isStorableDate,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
  VALIDATION_MESSAGES,
} from './validation.ts';

/** Task messages and rules of spec 01 §5. */
export const TASK_MESSAGES = {
  nameRequired: 'Name is a required field',
  dueDateRequired: 'Due date is a required field',
  dueDatePast: 'The due date can not be in the past',
  assigneesRequired: 'There has to be at least one assignee',
  created: 'Task created',
} as const;

export const TASK_NAME_MAX = 200;
export const ASSIGNEE_TYPES = ['User', 'Startup'] as const;
export type TaskAssigneeType = (typeof ASSIGNEE_TYPES)[number];
export const TASK_TYPES = [
  'normal',
  'milestone',
  'form',
  'metrics',
  'meeting',
  'evaluation',
  'coachingEvaluation',
  'availCoaching',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** A due date may not be earlier than one day before now (the picker's minimum is today). */
export function dueDateAllowed(dueDate: Date, now: Date = new Date()): boolean {
  return dueDate.getTime() >= now.getTime() - 24 * 60 * 60 * 1000;
}

/** A task link: a path inside the product or an http(s) address. */
export function isTaskUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export const assigneeSchema = z.object({
  type: z.enum(ASSIGNEE_TYPES),
  value: z.string().uuid(formatMessage(VALIDATION_MESSAGES.invalid, {})),
});

export const taskFieldsSchema = {
  name: z
    .string()
    .trim()
    .min(1, TASK_MESSAGES.nameRequired)
    .max(TASK_NAME_MAX, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Name', max: TASK_NAME_MAX }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Name' })),
  dueDate: z
    .date({ error: TASK_MESSAGES.dueDateRequired })
    .refine(isStorableDate, formatMessage(INVALID_DATE_MESSAGE, { field: 'Due date' })),
  assignees: z.array(assigneeSchema).min(1, TASK_MESSAGES.assigneesRequired).max(200),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (url) => url === '' || (isTaskUrl(url) && isStorableText(url)),
      formatMessage(VALIDATION_MESSAGES.url, { field: 'Url' }),
    )
    .nullish()
    .transform((url) => url || null),
};
