import { describe, expect, it } from 'vitest';
import { programFormProblems, programFormValues, programInput, programKindLocked } from './program-form.ts';

const EMPTY = programFormValues(null);

describe('the programme form rules', () => {
  it('requires a name', () => {
    expect(programFormProblems(EMPTY)).toEqual({ name: { kind: 'required' } });
    expect(programFormProblems({ ...EMPTY, name: 'Spring Accelerator' })).toEqual({});
  });

  it('refuses an end before the start, and accepts the same day or open dates', () => {
    const named = { ...EMPTY, name: 'Climate Track' };
    expect(programFormProblems({ ...named, startsOn: '2026-03-01', endsOn: '2026-02-28' })).toEqual({
      endsOn: { kind: 'endBeforeStart' },
    });
    expect(programFormProblems({ ...named, startsOn: '2026-03-01', endsOn: '2026-03-01' })).toEqual({});
    expect(programFormProblems({ ...named, endsOn: '2026-03-01' })).toEqual({});
    expect(programFormProblems({ ...named, startsOn: '2026-13-45' })).toEqual({ startsOn: { kind: 'invalid' } });
  });

  it('sends trimmed texts and empty values as null', () => {
    expect(
      programInput({ kind: 'user', name: ' Health Lab ', description: '', startsOn: '2026-01-05', endsOn: '' }),
    ).toEqual({
      kind: 'user',
      name: 'Health Lab',
      description: null,
      startsOn: '2026-01-05',
      endsOn: null,
    });
    expect(
      programFormValues({
        _id: 'p1',
        kind: 'startup',
        name: 'Health Lab',
        description: 'Digital health',
        startsOn: '2026-01-05',
        endsOn: null,
        adminIds: [],
        startupCount: 2,
        memberCount: 0,
        viewerCanEdit: true,
        viewerCanManageMembers: true,
      }),
    ).toEqual({
      kind: 'startup',
      name: 'Health Lab',
      description: 'Digital health',
      startsOn: '2026-01-05',
      endsOn: '',
    });
    expect(programFormValues(null).kind).toBe('startup');
  });

  it('locks the kind once startups or people take part', () => {
    expect(programKindLocked(null)).toBe(false);
    expect(programKindLocked({ startupCount: 0, memberCount: 0 })).toBe(false);
    expect(programKindLocked({ startupCount: 1, memberCount: 0 })).toBe(true);
    expect(programKindLocked({ startupCount: 0, memberCount: 3 })).toBe(true);
  });
});
