import type { MilestoneStatus } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatDate } from '../../../lib/dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The colour of each status's badge and timeline bullet. */
export const MILESTONE_STATUS_COLORS: Record<MilestoneStatus, string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  DONE: 'green',
  BLOCKED: 'orange',
};

/** A calendar day as the API and the date input hold it: 'YYYY-MM-DD'. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day of a moment in a time zone ('YYYY-MM-DD'); in UTC when the zone is unknown. */
export function dayInZone(moment: string | Date, timezoneName: string): string {
  try {
    return dayjs(moment).tz(timezoneName).format('YYYY-MM-DD');
  } catch {
    return dayjs(moment).utc().format('YYYY-MM-DD');
  }
}

/** Today in a time zone ('YYYY-MM-DD'): what "overdue" is measured against. */
export function todayInZone(timezoneName: string, now: Date = new Date()): string {
  return dayInZone(now, timezoneName);
}

/** A calendar day some days later, as the server computes a template step's due date from the plan's start. */
export function addDays(day: string, days: number): string {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** How far a startup is through its milestones: those done out of all, and the share as a whole percentage. */
export function milestoneProgress(milestones: readonly { status: MilestoneStatus }[]): {
  done: number;
  total: number;
  percent: number;
} {
  const total = milestones.length;
  const done = milestones.filter((milestone) => milestone.status === 'DONE').length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** How many milestones in a row, from the first, are done: the stretch of the timeline drawn as reached. */
export function leadingDoneCount(milestones: readonly { status: MilestoneStatus }[]): number {
  const firstNotDone = milestones.findIndex((milestone) => milestone.status !== 'DONE');
  return firstNotDone === -1 ? milestones.length : firstNotDone;
}

/** A milestone is overdue when it is not done and its due day is before today (the due day itself is still on time). */
export function isMilestoneOverdue(
  milestone: { status: MilestoneStatus; dueDate: string | null | undefined },
  today: string,
): boolean {
  return milestone.status !== 'DONE' && Boolean(milestone.dueDate) && (milestone.dueDate as string) < today;
}

/** The due days a plan's steps get when it is applied from a start day (what applyMilestoneTemplate will save). */
export function plannedDueDates(steps: readonly { dueOffsetDays: number }[], startDate: string): string[] {
  if (!isCalendarDay(startDate)) return [];
  return steps.map((step) => addDays(startDate, step.dueOffsetDays));
}

/** What the templates list says of a plan: how many milestones, and after how many days the last one is due. */
export function templateSummary(template: { items: readonly { dueOffsetDays: number }[] }): {
  count: number;
  lastDueOffsetDays: number | null;
} {
  const offsets = template.items.map((item) => item.dueOffsetDays);
  return { count: offsets.length, lastDueOffsetDays: offsets.length === 0 ? null : Math.max(...offsets) };
}

/** A calendar day ('YYYY-MM-DD') as 'MMM DD, YYYY' in a dayjs locale, the same day wherever the browser is. */
export function formatDay(day: string, locale = 'en'): string {
  return isCalendarDay(day) ? formatDate(`${day}T00:00:00Z`, 'date', { locale, timeZone: 'UTC' }) : day;
}
