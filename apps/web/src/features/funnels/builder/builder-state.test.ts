import { describe, expect, it } from 'vitest';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import {
  type BuilderState,
  builderReducer,
  dirtyParts,
  draftProblems,
  funnelInputOf,
  initialBuilderState,
  type RoundDraft,
  roundsInputOf,
} from './builder-state.ts';

function funnel(patch: Partial<FunnelData> = {}): FunnelData {
  return {
    _id: 'f1',
    name: 'Spring call',
    slug: 'spring-call',
    description: null,
    eligibility: null,
    cover: null,
    opensAt: null,
    closesAt: '2027-03-01T08:00:00.000Z',
    allowCofounders: true,
    anonymous: false,
    publishedAt: null,
    archivedAt: null,
    state: 'draft',
    isOpen: false,
    submittedCount: 0,
    applicationCount: 0,
    createdAt: '2027-01-01T00:00:00.000Z',
    program: { _id: 'p1', name: 'Accelerator' },
    intakeForm: { _id: 'v2', baseId: 'b1', title: 'Intake' },
    rounds: [
      {
        _id: 'decision',
        kind: 'decision',
        name: 'Decision',
        description: null,
        formId: null,
        deadline: null,
        position: 1,
      },
      { _id: 'meet', kind: 'meeting', name: 'Interview', description: null, formId: null, deadline: null, position: 0 },
    ],
    admins: [{ _id: 'u1', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', avatar: null }],
    viewerCan: { edit: true, delete: true },
    ...patch,
  };
}

const round = (key: string, kind: RoundDraft['kind'], name = key): RoundDraft => ({
  key,
  id: null,
  kind,
  name,
  description: '',
  formId: null,
  deadline: null,
});
const keys = (state: BuilderState) => state.draft.rounds.map((r) => r.key);

describe('the funnel builder state', () => {
  it('reads the rounds in order, adds new ones before the decision round and keeps it last', () => {
    let state = initialBuilderState(funnel());
    expect(keys(state)).toEqual(['meet', 'decision']);
    expect(state.draft.settings.intakeFormId).toBe('b1');
    state = builderReducer(state, { type: 'addRound', round: round('form', 'form') });
    expect(keys(state)).toEqual(['meet', 'form', 'decision']);
    expect(dirtyParts(state)).toEqual(['rounds']);

    // Moving over the decision round stops just before it; the decision round does not move.
    state = builderReducer(state, { type: 'moveRound', key: 'meet', overKey: 'decision' });
    expect(keys(state)).toEqual(['form', 'meet', 'decision']);
    state = builderReducer(state, { type: 'moveRound', key: 'decision', overKey: 'form' });
    expect(keys(state)).toEqual(['form', 'meet', 'decision']);
    state = builderReducer(state, { type: 'moveRound', key: 'meet', overKey: 'form' });
    expect(keys(state)).toEqual(['meet', 'form', 'decision']);

    // The decision round cannot be removed; others can.
    state = builderReducer(state, { type: 'removeRound', key: 'decision' });
    state = builderReducer(state, { type: 'removeRound', key: 'form' });
    expect(keys(state)).toEqual(['meet', 'decision']);
    expect(dirtyParts(state)).toEqual([]);
  });

  it('drops the form of a round that no longer takes one, and keeps the decision round a decision', () => {
    let state = builderReducer(initialBuilderState(funnel()), { type: 'addRound', round: round('r', 'form') });
    state = builderReducer(state, { type: 'updateRound', key: 'r', patch: { formId: 'b9' } });
    expect(state.draft.rounds[1]?.formId).toBe('b9');
    state = builderReducer(state, { type: 'updateRound', key: 'r', patch: { kind: 'meeting' } });
    expect(state.draft.rounds[1]).toMatchObject({ kind: 'meeting', formId: null });
    state = builderReducer(state, { type: 'updateRound', key: 'decision', patch: { kind: 'form', name: 'Verdict' } });
    expect(state.draft.rounds.at(-1)).toMatchObject({ kind: 'decision', name: 'Verdict' });
  });

  it('tells which parts changed, discards them, and takes the saved parts from the server', () => {
    let state = initialBuilderState(funnel());
    state = builderReducer(state, { type: 'settings', patch: { name: 'Autumn call' } });
    state = builderReducer(state, { type: 'addRound', round: round('new', 'meeting', 'Second interview') });
    state = builderReducer(state, { type: 'admins', admins: [] });
    expect(dirtyParts(state)).toEqual(['settings', 'rounds', 'admins']);

    const savedSettings = funnel({ name: 'Autumn call' });
    state = builderReducer(state, { type: 'saved', funnel: savedSettings, parts: ['settings'] });
    expect(dirtyParts(state)).toEqual(['rounds', 'admins']);
    expect(state.draft.settings.name).toBe('Autumn call');

    state = builderReducer(state, { type: 'discard' });
    expect(dirtyParts(state)).toEqual([]);
    expect(state.draft.settings.name).toBe('Autumn call');
    expect(keys(state)).toEqual(['meet', 'decision']);
  });

  it('finds what must be fixed before saving', () => {
    let state = initialBuilderState(funnel());
    expect(draftProblems(state.draft).count).toBe(0);
    state = builderReducer(state, {
      type: 'settings',
      patch: {
        name: ' ',
        slug: 'Not a slug',
        programId: null,
        opensAt: '2027-04-01T00:00:00.000Z',
        cover: 'javascript:alert(1)',
      },
    });
    state = builderReducer(state, { type: 'addRound', round: round('r', 'form', '') });
    state = builderReducer(state, { type: 'admins', admins: [] });
    const problems = draftProblems(state.draft);
    expect(problems.settings).toEqual({
      name: 'required',
      slug: 'slugInvalid',
      programId: 'required',
      closesAt: 'closesBeforeOpens',
      cover: 'url',
    });
    expect(problems.rounds).toEqual({ r: { name: 'required', formId: 'formMissing' } });
    expect(problems.admins).toBe('required');
    expect(problems.count).toBe(8);
  });

  it('takes an uploaded picture or a web address as the cover, nothing else', () => {
    const coverProblem = (cover: string) =>
      draftProblems(builderReducer(initialBuilderState(funnel()), { type: 'settings', patch: { cover } }).draft)
        .settings.cover;
    expect(coverProblem('/api/pictures/01a21926-2e99-7898-9c19-486c03149e06')).toBeUndefined();
    expect(coverProblem('https://example.org/cover.png')).toBeUndefined();
    expect(coverProblem('/api/pictures/../../admin')).toBe('url');
    expect(coverProblem('/elsewhere.png')).toBe('url');
  });

  it('sends every setting and the rounds in order, with ids for the kept ones', () => {
    const state = builderReducer(initialBuilderState(funnel()), {
      type: 'addRound',
      round: { ...round('r', 'evaluation', ' Committee '), formId: 'b2' },
    });
    expect(funnelInputOf({ ...state.draft.settings, slug: ' Spring-Call ', description: '  ' })).toEqual({
      name: 'Spring call',
      slug: 'spring-call',
      programId: 'p1',
      description: null,
      eligibility: null,
      cover: null,
      opensAt: null,
      closesAt: '2027-03-01T08:00:00.000Z',
      intakeFormId: 'b1',
      allowCofounders: true,
      anonymous: false,
    });
    expect(roundsInputOf(state.draft.rounds)).toEqual([
      { id: 'meet', kind: 'meeting', name: 'Interview', description: null, formId: null, deadline: null },
      { id: null, kind: 'evaluation', name: 'Committee', description: null, formId: 'b2', deadline: null },
      { id: 'decision', kind: 'decision', name: 'Decision', description: null, formId: null, deadline: null },
    ]);
  });
});
