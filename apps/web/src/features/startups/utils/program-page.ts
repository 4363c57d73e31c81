import { formatDate } from '../../../lib/dates.ts';
import { PICTURE_ACCEPT, PICTURE_MAX_BYTES, PICTURE_TYPES, pictureProblem } from '../../../lib/pictures.ts';

/** The page of a programme (spec 01 §2 route "programme page"). */
export function programPagePath(programId: string): string {
  return `/home/programs/${encodeURIComponent(programId)}`;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A programme date ('YYYY-MM-DD') as 'MMM DD, YYYY' in a dayjs locale. It is a calendar day, not an instant: read and
 * written in UTC, it shows the same day wherever the browser is. Anything else is returned as it is.
 */
export function formatProgramDay(day: string, locale = 'en'): string {
  return CALENDAR_DAY.test(day) ? formatDate(`${day}T00:00:00Z`, 'date', { locale, timeZone: 'UTC' }) : day;
}

/** How a programme's dates read: both, the start alone, the end alone, or none. */
export type ProgramDates =
  | { kind: 'range'; startsOn: string; endsOn: string }
  | { kind: 'from'; startsOn: string }
  | { kind: 'until'; endsOn: string }
  | { kind: 'none' };

export function programDates(program: { startsOn?: string | null; endsOn?: string | null }): ProgramDates {
  const { startsOn, endsOn } = program;
  if (startsOn && endsOn) return { kind: 'range', startsOn, endsOn };
  if (startsOn) return { kind: 'from', startsOn };
  if (endsOn) return { kind: 'until', endsOn };
  return { kind: 'none' };
}

/** Programme covers (POST /api/programs/{id}/cover): the pictures the server accepts (lib/pictures.ts). */
export const PROGRAM_COVER_MAX_BYTES = PICTURE_MAX_BYTES;
export const PROGRAM_COVER_TYPES = PICTURE_TYPES;
/** What the file picker offers. */
export const PROGRAM_COVER_ACCEPT = PICTURE_ACCEPT;
/** Why a chosen cover is refused before a byte is sent: not an accepted image type, or too large; null when it may go. */
export const programCoverProblem = pictureProblem;
