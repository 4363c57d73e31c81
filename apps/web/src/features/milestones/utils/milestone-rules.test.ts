import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  formatDay,
  isCalendarDay,
  isMilestoneOverdue,
  leadingDoneCount,
  milestoneProgress,
  plannedDueDates,
  templateSummary,
  todayInZone,
} from './milestone-rules.ts';

describe('the progress of a startup through its milestones', () => {
  it('counts the done ones out of all, as a whole percentage', () => {
    expect(milestoneProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(
      milestoneProgress([{ status: 'DONE' }, { status: 'IN_PROGRESS' }, { status: 'BLOCKED' }, { status: 'DONE' }]),
    ).toEqual({ done: 2, total: 4, percent: 50 });
    expect(milestoneProgress([{ status: 'DONE' }, { status: 'NOT_STARTED' }, { status: 'NOT_STARTED' }])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
    expect(milestoneProgress([{ status: 'DONE' }])).toMatchObject({ percent: 100 });
  });

  it('draws the timeline as reached up to the first milestone not done', () => {
    expect(leadingDoneCount([])).toBe(0);
    expect(
      leadingDoneCount([{ status: 'DONE' }, { status: 'DONE' }, { status: 'IN_PROGRESS' }, { status: 'DONE' }]),
    ).toBe(2);
    expect(leadingDoneCount([{ status: 'BLOCKED' }, { status: 'DONE' }])).toBe(0);
    expect(leadingDoneCount([{ status: 'DONE' }, { status: 'DONE' }])).toBe(2);
  });
});

describe('overdue milestones', () => {
  const today = '2026-03-10';
  it('are those not done whose due day is before today', () => {
    expect(isMilestoneOverdue({ status: 'IN_PROGRESS', dueDate: '2026-03-09' }, today)).toBe(true);
    expect(isMilestoneOverdue({ status: 'BLOCKED', dueDate: '2025-12-31' }, today)).toBe(true);
    expect(isMilestoneOverdue({ status: 'NOT_STARTED', dueDate: '2026-03-09' }, today)).toBe(true);
  });
  it('are never done ones, ones due today or later, or ones without a due day', () => {
    expect(isMilestoneOverdue({ status: 'DONE', dueDate: '2026-03-01' }, today)).toBe(false);
    expect(isMilestoneOverdue({ status: 'IN_PROGRESS', dueDate: '2026-03-10' }, today)).toBe(false);
    expect(isMilestoneOverdue({ status: 'IN_PROGRESS', dueDate: '2026-04-01' }, today)).toBe(false);
    expect(isMilestoneOverdue({ status: 'NOT_STARTED', dueDate: null }, today)).toBe(false);
  });
  it('measure today in the organisation time zone', () => {
    const now = new Date('2026-03-09T23:30:00Z');
    expect(todayInZone('UTC', now)).toBe('2026-03-09');
    expect(todayInZone('Europe/Paris', now)).toBe('2026-03-10');
    expect(todayInZone('America/New_York', now)).toBe('2026-03-09');
    expect(todayInZone('Nowhere/Unknown', now)).toBe('2026-03-09');
    expect(dayInZone('2026-03-09T23:30:00Z', 'Asia/Seoul')).toBe('2026-03-10');
  });
});

describe('days of a plan', () => {
  it('adds days across months, years and leap days, as the server does', () => {
    expect(addDays('2026-03-01', 14)).toBe('2026-03-15');
    expect(addDays('2026-03-01', 60)).toBe('2026-04-30');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });
  it('previews the due days of the steps from a start day, and none from a day that does not exist', () => {
    const steps = [{ dueOffsetDays: 14 }, { dueOffsetDays: 60 }];
    expect(plannedDueDates(steps, '2026-03-01')).toEqual(['2026-03-15', '2026-04-30']);
    expect(plannedDueDates(steps, '2026-02-30')).toEqual([]);
    expect(plannedDueDates(steps, '')).toEqual([]);
  });
  it('knows a calendar day from something else', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-3-1')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
  it('shows a due day as the same calendar day whatever the zone', () => {
    expect(formatDay('2026-03-15')).toBe('Mar 15, 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
  it('sums a template up: how many milestones and the day the last is due', () => {
    expect(templateSummary({ items: [] })).toEqual({ count: 0, lastDueOffsetDays: null });
    expect(templateSummary({ items: [{ dueOffsetDays: 14 }, { dueOffsetDays: 90 }, { dueOffsetDays: 60 }] })).toEqual({
      count: 3,
      lastDueOffsetDays: 90,
    });
  });
});
