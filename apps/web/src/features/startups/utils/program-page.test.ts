import { describe, expect, it, vi } from 'vitest';
import {
  formatProgramDay,
  PROGRAM_COVER_MAX_BYTES,
  programCoverProblem,
  programDates,
  programPagePath,
} from './program-page.ts';

describe('the programme page', () => {
  it('has its address under /home/programs', () => {
    expect(programPagePath('0190a1b2-c3d4')).toBe('/home/programs/0190a1b2-c3d4');
    expect(programPagePath('a/b')).toBe('/home/programs/a%2Fb');
  });

  it('shows a programme date as the calendar day it is, whatever the time zone', () => {
    expect(formatProgramDay('2026-01-15')).toBe('Jan 15, 2026');
    expect(formatProgramDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatProgramDay('2026-01-01')).toBe('Jan 01, 2026');
    expect(formatProgramDay('soon')).toBe('soon');
  });

  it('does not shift the day in a browser east or west of UTC', () => {
    try {
      for (const zone of ['Pacific/Kiritimati', 'Europe/Paris', 'America/Los_Angeles']) {
        vi.stubEnv('TZ', zone);
        expect(formatProgramDay('2026-03-01')).toBe('Mar 01, 2026');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('tells which dates a programme has', () => {
    expect(programDates({ startsOn: '2026-01-15', endsOn: '2026-12-15' })).toEqual({
      kind: 'range',
      startsOn: '2026-01-15',
      endsOn: '2026-12-15',
    });
    expect(programDates({ startsOn: '2026-01-15', endsOn: null })).toEqual({ kind: 'from', startsOn: '2026-01-15' });
    expect(programDates({ startsOn: '', endsOn: '2026-12-15' })).toEqual({ kind: 'until', endsOn: '2026-12-15' });
    expect(programDates({})).toEqual({ kind: 'none' });
  });

  it('refuses a cover that is not a PNG, JPEG, GIF or WebP image, or is over 5 MB, before sending it', () => {
    expect(programCoverProblem({ type: 'image/png', size: 68 })).toBeNull();
    expect(programCoverProblem({ type: 'IMAGE/JPEG', size: PROGRAM_COVER_MAX_BYTES })).toBeNull();
    expect(programCoverProblem({ type: 'image/webp', size: PROGRAM_COVER_MAX_BYTES + 1 })).toBe('size');
    expect(programCoverProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(programCoverProblem({ type: '', size: 10 })).toBe('type');
  });
});
