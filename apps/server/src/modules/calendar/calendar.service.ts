import { CALENDAR_LIMITS, CALENDAR_MESSAGES, type CalendarEntryKind } from '@cohort/shared';
import type { Db } from '../../platform/db/client.ts';
import { ValidationError } from '../../platform/graphql/errors.ts';
import type { TaskPolicyViewer } from '../../policies/index.ts';
import { type CalendarSession, calendarSessions, openHoursOf } from '../coaching/index.ts';
import { tasksDueBetween, type TaskView } from '../tasks/index.ts';

/** One thing on the viewer's calendar, whatever it comes from. */
export interface CalendarEntry {
  /** `<kind>:<id>`, unique across kinds. */
  id: string;
  kind: CalendarEntryKind;
  /** The record it stands for (a task's id…), for the screens that open or change it. */
  sourceId: string;
  /** Null for a task without a name (the screens say "Untitled"). */
  title: string | null;
  start: Date;
  /** Null for a moment (a due date). */
  end: Date | null;
  allDay: boolean;
  /** Where clicking it leads, inside the app; null when the calendar shows its details itself (sessions). */
  url: string | null;
  /** A second line: the startup of a session. */
  subtitle: string | null;
  /** Where it takes place: a session's place or conference link. */
  location: string | null;
  /** Whether the viewer may move it (drag to another time). */
  editable: boolean;
  /** A task the viewer has done, a session that took place. */
  done: boolean;
}

const sessionEntry = (session: CalendarSession): CalendarEntry => ({
  id: `SESSION:${session.id}`,
  kind: 'SESSION',
  sourceId: session.id,
  title: session.title,
  start: session.startsAt,
  end: session.endsAt,
  allDay: false,
  url: null,
  subtitle: session.startupName,
  location: session.location,
  editable: session.movable,
  done: session.past,
});

/** A period of the viewer's hours open to booking: drawn behind the rest, it leads to their availability. */
const openHoursEntry = (period: { start: number; end: number }): CalendarEntry => ({
  id: `AVAILABILITY:${period.start}`,
  kind: 'AVAILABILITY',
  sourceId: String(period.start),
  title: null,
  start: new Date(period.start),
  end: new Date(period.end),
  allDay: false,
  url: '/availability',
  subtitle: null,
  location: null,
  editable: false,
  done: false,
});

export interface CalendarRange {
  from: Date;
  to: Date;
}

/** The range asked for, refused when it runs backwards or is longer than a month view needs. */
export function checkRange(range: CalendarRange): CalendarRange {
  const days = (range.to.getTime() - range.from.getTime()) / 86_400_000;
  if (!(days > 0)) throw new ValidationError([{ field: 'to', message: CALENDAR_MESSAGES.rangeOrder }]);
  if (days > CALENDAR_LIMITS.maxRangeDays)
    throw new ValidationError([{ field: 'to', message: CALENDAR_MESSAGES.rangeTooLong }]);
  return range;
}

function taskEntry(task: TaskView): CalendarEntry {
  const own = task.assignees.filter((assignee) => assignee.isViewer);
  return {
    id: `TASK:${task.id}`,
    kind: 'TASK',
    sourceId: task.id,
    title: task.name,
    start: task.dueDate,
    end: null,
    allDay: false,
    url: task.url?.startsWith('/') ? task.url : '/tasks',
    subtitle: task.startup?.name ?? null,
    location: null,
    editable: task.viewerCan.edit,
    done: own.length > 0 && own.every((assignee) => assignee.done),
  };
}

/**
 * The viewer's calendar between two instants: their tasks' due dates, their coaching sessions and their hours open to
 * booking (a fixed number of statements whatever the range holds), in time order.
 */
export async function calendarEntries(
  db: Db,
  incubatorId: string,
  viewer: TaskPolicyViewer & { startupIds: readonly string[] },
  range: CalendarRange,
): Promise<CalendarEntry[]> {
  const { from, to } = checkRange(range);
  const dueTasks = await tasksDueBetween(db, incubatorId, viewer, { from, to }, CALENDAR_LIMITS.maxEntriesPerKind);
  const sessions = await calendarSessions(db, incubatorId, viewer, { from, to }, CALENDAR_LIMITS.maxEntriesPerKind);
  const openHours = await openHoursOf(db, incubatorId, viewer.userId, from, to);
  return [...dueTasks.map(taskEntry), ...sessions.map(sessionEntry), ...openHours.map(openHoursEntry)].sort(
    (a, b) => a.start.getTime() - b.start.getTime(),
  );
}
