import { CUSTOM_FIELD_MESSAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftProblems,
  type FieldDraft,
  type ProfileFieldItemLike,
  type ProfileFieldsDraft,
  valueMessageKey,
  valuesInputOf,
} from './field-form.ts';

/** The draft with one field's input changed. */
function edit(draft: ProfileFieldsDraft, fieldId: string, change: Partial<FieldDraft>): ProfileFieldsDraft {
  const current = draft[fieldId] ?? { text: '', number: '', optionIds: [] };
  return { ...draft, [fieldId]: { ...current, ...change } };
}

const options = [
  { _id: 'idea', label: 'Idea' },
  { _id: 'seed', label: 'Seed' },
];
const items: ProfileFieldItemLike[] = [
  { field: { _id: 'stage', type: 'select_dropdown', options }, required: true, value: { optionIds: ['seed'] } },
  { field: { _id: 'team', type: 'number', options: [] }, required: false, value: { number: 4 } },
  { field: { _id: 'deck', type: 'text_link', options: [] }, required: false, value: null },
  { field: { _id: 'founded', type: 'date', options: [] }, required: false, value: { date: '2024-05-01' } },
  { field: { _id: 'langs', type: 'select_checkbox', options }, required: false, value: null },
  { field: { _id: 'notes', type: 'text_long', options: [] }, required: false, value: { text: 'A\nB' } },
];

describe('the profile fields form', () => {
  it('starts from the current answers', () => {
    expect(draftOf(items)).toEqual({
      stage: { text: '', number: '', optionIds: ['seed'] },
      team: { text: '', number: 4, optionIds: [] },
      deck: { text: '', number: '', optionIds: [] },
      founded: { text: '2024-05-01', number: '', optionIds: [] },
      langs: { text: '', number: '', optionIds: [] },
      notes: { text: 'A\nB', number: '', optionIds: [] },
    });
  });

  it('sends every field by its type, emptied ones as empty values', () => {
    let draft = draftOf(items);
    draft = edit(draft, 'team', { number: '' });
    draft = edit(draft, 'deck', { text: ' example.com ' });
    draft = edit(draft, 'founded', { text: '' });
    draft = edit(draft, 'langs', { optionIds: ['idea', 'seed'] });
    expect(valuesInputOf(items, draft)).toEqual([
      { fieldId: 'stage', optionIds: ['seed'] },
      { fieldId: 'team', number: null },
      { fieldId: 'deck', text: 'example.com' },
      { fieldId: 'founded', date: null },
      { fieldId: 'langs', optionIds: ['idea', 'seed'] },
      { fieldId: 'notes', text: 'A\nB' },
    ]);
    // A number typed as text is sent as a number.
    draft = edit(draft, 'team', { number: '12.5' });
    expect(valuesInputOf(items, draft)[1]).toEqual({ fieldId: 'team', number: 12.5 });
  });

  it('checks the answers as the server does, required fields included', () => {
    let draft = draftOf(items);
    expect(draftProblems(items, draft)).toEqual({});
    draft = edit(draft, 'stage', { optionIds: [] });
    draft = edit(draft, 'team', { number: '1e' });
    draft = edit(draft, 'deck', { text: 'not a link' });
    draft = edit(draft, 'founded', { text: '2024-02-30' });
    expect(draftProblems(items, draft)).toEqual({
      stage: CUSTOM_FIELD_MESSAGES.required,
      team: CUSTOM_FIELD_MESSAGES.number,
      deck: CUSTOM_FIELD_MESSAGES.link,
      founded: CUSTOM_FIELD_MESSAGES.date,
    });
  });

  it('knows which messages it can translate', () => {
    expect(valueMessageKey(CUSTOM_FIELD_MESSAGES.phone)).toBe('phone');
    expect(valueMessageKey(CUSTOM_FIELD_MESSAGES.textLong)).toBe('textLong');
    expect(valueMessageKey('This field is not on this profile')).toBeNull();
  });
});
