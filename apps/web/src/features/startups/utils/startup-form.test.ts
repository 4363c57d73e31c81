import { describe, expect, it } from 'vitest';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import {
  EMPTY_STARTUP_FORM,
  memberLabelProblem,
  memberOfLabelError,
  startupFormProblems,
  startupFormValues,
  startupInput,
} from './startup-form.ts';

const NOW = new Date('2026-05-01T12:00:00Z');

describe('the startup form rules (spec 02 §5)', () => {
  it('requires a name', () => {
    expect(startupFormProblems({ ...EMPTY_STARTUP_FORM, name: '   ' }, NOW)).toEqual({ name: { kind: 'required' } });
    expect(startupFormProblems({ ...EMPTY_STARTUP_FORM, name: 'x'.repeat(121) }, NOW)).toEqual({
      name: { kind: 'textMax', max: 120 },
    });
  });

  it('accepts a website with or without its scheme, and refuses what is no url', () => {
    const named = { ...EMPTY_STARTUP_FORM, name: 'Solaris' };
    expect(startupFormProblems({ ...named, website: 'solaris.example' }, NOW)).toEqual({});
    expect(startupFormProblems({ ...named, website: 'https://solaris.example/about' }, NOW)).toEqual({});
    expect(startupFormProblems({ ...named, website: 'not a website' }, NOW)).toEqual({ website: { kind: 'url' } });
  });

  it('takes founding years from 1950 to this year', () => {
    const named = { ...EMPTY_STARTUP_FORM, name: 'Solaris' };
    expect(startupFormProblems({ ...named, foundingYear: 1900 }, NOW)).toEqual({
      foundingYear: { kind: 'numberMin', min: 1950 },
    });
    expect(startupFormProblems({ ...named, foundingYear: 2027 }, NOW)).toEqual({
      foundingYear: { kind: 'numberMax', max: 2026 },
    });
    expect(startupFormProblems({ ...named, foundingYear: 2026 }, NOW)).toEqual({});
    expect(startupFormProblems({ ...named, foundingYear: 1950 }, NOW)).toEqual({});
    expect(startupFormProblems({ ...named, foundingYear: '' }, NOW)).toEqual({});
    expect(startupFormProblems({ ...named, foundingYear: 'abc' }, NOW)).toEqual({ foundingYear: { kind: 'invalid' } });
  });
});

describe('the startup form values', () => {
  const startup: StartupData = {
    _id: 's1',
    name: 'Solaris Energy',
    logo: null,
    description: null,
    website: 'solaris.example',
    foundingYear: 2019,
    programs: [{ _id: 'p1', name: 'Climate Track' }],
    industries: [{ _id: 'i1', name: 'Energy' }],
    tags: [{ _id: 't1', name: 'Seed', color: '#ff0000' }],
    peopleIds: ['u1', 'u2'],
    people: [
      { userId: 'u1', label: 'CEO' },
      { userId: 'u2', label: null },
    ],
    createdAt: '2026-01-01T00:00:00Z',
    viewerCan: { edit: true, editName: true, delete: true },
  };

  it('start from the startup being edited', () => {
    expect(startupFormValues(startup)).toEqual({
      name: 'Solaris Energy',
      description: '',
      website: 'solaris.example',
      foundingYear: 2019,
      industryIds: ['i1'],
      tagIds: ['t1'],
      programIds: ['p1'],
      memberIds: ['u1', 'u2'],
      memberLabels: { u1: 'CEO' },
    });
    expect(startupFormValues(null)).toEqual(EMPTY_STARTUP_FORM);
  });

  it('are sent trimmed, empty texts and years as null', () => {
    expect(
      startupInput({ ...EMPTY_STARTUP_FORM, name: ' Agrisense ', description: '  ', website: ' agrisense.example ' }),
    ).toEqual({
      name: 'Agrisense',
      description: null,
      website: 'agrisense.example',
      foundingYear: null,
      industryIds: [],
      tagIds: [],
      programIds: [],
      memberIds: [],
      memberLabels: [],
    });
    expect(startupInput({ ...EMPTY_STARTUP_FORM, foundingYear: '2020' }).foundingYear).toBe(2020);
  });

  it('send a role for each chosen person only, trimmed, a blank one as null', () => {
    expect(
      startupInput({
        ...EMPTY_STARTUP_FORM,
        name: 'Agrisense',
        memberIds: ['u1', 'u2', 'u3'],
        memberLabels: { u1: ' CTO ', u2: '  ', gone: 'CEO' },
      }).memberLabels,
    ).toEqual([
      { userId: 'u1', label: 'CTO' },
      { userId: 'u2', label: null },
      { userId: 'u3', label: null },
    ]);
  });
});

describe('the roles of the people inside the startup', () => {
  it('are at most 60 characters', () => {
    expect(memberLabelProblem('x'.repeat(60))).toBeUndefined();
    expect(memberLabelProblem(` ${'x'.repeat(60)} `)).toBeUndefined();
    expect(memberLabelProblem('x'.repeat(61))).toEqual({ kind: 'textMax', max: 60 });
    expect(memberLabelProblem(undefined)).toBeUndefined();
    const named = { ...EMPTY_STARTUP_FORM, name: 'Solaris', memberIds: ['u1'] };
    expect(startupFormProblems({ ...named, memberLabels: { u1: 'x'.repeat(61) } }, NOW)).toEqual({
      memberLabels: { kind: 'textMax', max: 60 },
    });
  });

  it('tell the person a server message on a role is about', () => {
    const sent = [{ userId: 'u1' }, { userId: 'u2' }];
    expect(memberOfLabelError('memberLabels.1.label', sent)).toBe('u2');
    expect(memberOfLabelError('input.memberLabels.0.label', sent)).toBe('u1');
    expect(memberOfLabelError('memberLabels.5.label', sent)).toBeNull();
    expect(memberOfLabelError('memberIds', sent)).toBeNull();
  });
});
