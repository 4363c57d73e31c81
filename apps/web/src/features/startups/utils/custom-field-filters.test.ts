import type { CustomFieldType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_FILTERS_MAX,
  type CustomFieldFilter,
  criterionKindOf,
  customFieldFilterDraft,
  customFieldFilterInput,
  customFieldFilterOfDraft,
  customFieldFiltersInput,
  customFieldFiltersToKeep,
  decodeCustomFieldFilter,
  EMPTY_CUSTOM_FIELD_FILTER_DRAFT,
  encodeCustomFieldFilter,
  type FilterableCustomField,
  fitsCustomField,
  isCustomFieldFilterRefusal,
  parseCustomFieldFilterInputs,
  parseCustomFieldFilters,
  sameCustomFieldFilters,
  withCustomFieldFilter,
  withoutCustomFieldFilter,
} from './custom-field-filters.ts';

const STAGE: FilterableCustomField = {
  _id: 'stage',
  label: 'Stage',
  type: 'select_dropdown',
  options: [
    { _id: 'idea', label: 'Idea' },
    { _id: 'seed', label: 'Seed' },
  ],
};
const TEAM: FilterableCustomField = { _id: 'team', label: 'Team size', type: 'number', options: [] };
const DECK: FilterableCustomField = { _id: 'deck', label: 'Pitch deck', type: 'text_link', options: [] };

describe('the criterion of a field type', () => {
  it('is options for choice fields, a range for numbers and currencies, a text for the others', () => {
    const kinds = (types: CustomFieldType[]) => types.map((type) => criterionKindOf(type));
    expect(kinds(['select_dropdown', 'select_radio', 'select_checkbox', 'select_multi_dropdown'])).toEqual([
      'options',
      'options',
      'options',
      'options',
    ]);
    expect(criterionKindOf('number')).toBe('range');
    expect(criterionKindOf('currency')).toBe('range');
    expect(kinds(['text', 'text_long', 'text_link', 'phone', 'date'])).toEqual([
      'text',
      'text',
      'text',
      'text',
      'text',
    ]);
  });
});

describe('custom-field filters in the address', () => {
  it('encode options, ranges with open ends and texts', () => {
    expect(encodeCustomFieldFilter({ fieldId: 'f', kind: 'options', optionIds: ['a', 'b', 'a'] })).toBe('f:a,b');
    expect(encodeCustomFieldFilter({ fieldId: 'f', kind: 'range', min: 2, max: 10.5 })).toBe('f:2..10.5');
    expect(encodeCustomFieldFilter({ fieldId: 'f', kind: 'range', min: null, max: -3 })).toBe('f:..-3');
    expect(encodeCustomFieldFilter({ fieldId: 'f', kind: 'range', min: 0, max: null })).toBe('f:0..');
    expect(encodeCustomFieldFilter({ fieldId: 'f', kind: 'text', text: ' a:b,c..d ' })).toBe('f:~a:b,c..d');
  });

  it('decode what they encode', () => {
    const filters: CustomFieldFilter[] = [
      { fieldId: 'f1', kind: 'options', optionIds: ['a', 'b'] },
      { fieldId: 'f2', kind: 'range', min: -1.5, max: null },
      { fieldId: 'f3', kind: 'range', min: null, max: 0 },
      { fieldId: 'f4', kind: 'text', text: 'deck ~ 2026: v1..v2, final' },
    ];
    for (const filter of filters) expect(decodeCustomFieldFilter(encodeCustomFieldFilter(filter))).toEqual(filter);
  });

  it('drop what is not a filter', () => {
    for (const value of ['', 'f', ':a', 'f:', 'f:~', 'f:~   ', 'f:..', 'f:x..3', 'f:1..y', 'f: , ,']) {
      expect(decodeCustomFieldFilter(value), value).toBeNull();
    }
    expect(decodeCustomFieldFilter('f: a , ,b,a')).toEqual({ fieldId: 'f', kind: 'options', optionIds: ['a', 'b'] });
    expect(decodeCustomFieldFilter(`f:~${'x'.repeat(300)}`)).toEqual({
      fieldId: 'f',
      kind: 'text',
      text: 'x'.repeat(200),
    });
  });

  it('keep the first filter of a field, and at most 20', () => {
    expect(parseCustomFieldFilters(['f:a', 'junk', 'f:~x', 'g:1..2'])).toEqual([
      { fieldId: 'f', kind: 'options', optionIds: ['a'] },
      { fieldId: 'g', kind: 'range', min: 1, max: 2 },
    ]);
    const many = Array.from({ length: 30 }, (_, index) => `f${index}:~x`);
    expect(parseCustomFieldFilters(many)).toHaveLength(CUSTOM_FIELD_FILTERS_MAX);
  });
});

describe('custom-field filters for the API', () => {
  it('become CustomFieldFilterInput, none as null', () => {
    expect(customFieldFiltersInput([])).toBeNull();
    expect(
      customFieldFiltersInput([
        { fieldId: 'f1', kind: 'options', optionIds: ['a'] },
        { fieldId: 'f2', kind: 'range', min: 1, max: null },
        { fieldId: 'f3', kind: 'text', text: ' pdf ' },
      ]),
    ).toEqual([
      { fieldId: 'f1', optionIds: ['a'] },
      { fieldId: 'f2', min: 1, max: null },
      { fieldId: 'f3', text: 'pdf' },
    ]);
  });

  it('come back from a saved view’s JSON, dropping what is not a filter', () => {
    const filters: CustomFieldFilter[] = [
      { fieldId: 'f1', kind: 'options', optionIds: ['a', 'b'] },
      { fieldId: 'f2', kind: 'range', min: null, max: 9 },
      { fieldId: 'f3', kind: 'text', text: 'pdf' },
    ];
    expect(parseCustomFieldFilterInputs(JSON.parse(JSON.stringify(filters.map(customFieldFilterInput))))).toEqual(
      filters,
    );
    expect(
      parseCustomFieldFilterInputs([
        null,
        { fieldId: ' ' },
        { fieldId: 'a', optionIds: [] },
        { fieldId: 'b', text: '  ' },
        { fieldId: 'c', min: 'x' },
        { fieldId: 'd' },
        { fieldId: 'e', min: 3 },
      ]),
    ).toEqual([{ fieldId: 'e', kind: 'range', min: 3, max: null }]);
    expect(parseCustomFieldFilterInputs('f:a')).toEqual([]);
  });
});

describe('changing the custom-field filters', () => {
  const stage: CustomFieldFilter = { fieldId: 'stage', kind: 'options', optionIds: ['idea'] };
  const team: CustomFieldFilter = { fieldId: 'team', kind: 'range', min: 2, max: null };

  it('adds a filter after the others, or replaces the one on the same field in place', () => {
    expect(withCustomFieldFilter([stage], team)).toEqual([stage, team]);
    const seed: CustomFieldFilter = { fieldId: 'stage', kind: 'options', optionIds: ['seed'] };
    expect(withCustomFieldFilter([stage, team], seed)).toEqual([seed, team]);
    expect(withoutCustomFieldFilter([stage, team], 'stage')).toEqual([team]);
  });

  it('compares lists in any order, options in any order', () => {
    expect(
      sameCustomFieldFilters(
        [{ fieldId: 'stage', kind: 'options', optionIds: ['idea', 'seed'] }, team],
        [team, { fieldId: 'stage', kind: 'options', optionIds: ['seed', 'idea'] }],
      ),
    ).toBe(true);
    expect(sameCustomFieldFilters([stage], [stage, team])).toBe(false);
    expect(sameCustomFieldFilters([team], [{ ...team, max: 3 }])).toBe(false);
    expect(sameCustomFieldFilters([], [])).toBe(true);
  });
});

describe('filters the server refused', () => {
  it('are recognised by the field of the ValidationError', () => {
    expect(isCustomFieldFilterRefusal([{ field: 'customFields', message: 'This field was not found' }])).toBe(true);
    expect(isCustomFieldFilterRefusal([{ field: 'search', message: 'Too long' }])).toBe(false);
    expect(isCustomFieldFilterRefusal([])).toBe(false);
  });

  it('keep only the filters that still fit the fields; none when all seem to fit', () => {
    const fields = [STAGE, TEAM, DECK];
    const ok: CustomFieldFilter = { fieldId: 'stage', kind: 'options', optionIds: ['seed'] };
    const goneField: CustomFieldFilter = { fieldId: 'gone', kind: 'text', text: 'x' };
    const goneOption: CustomFieldFilter = { fieldId: 'stage', kind: 'options', optionIds: ['idea', 'old'] };
    const wrongKind: CustomFieldFilter = { fieldId: 'team', kind: 'text', text: '3' };
    expect(fitsCustomField(ok, fields)).toBe(true);
    expect(fitsCustomField(goneField, fields)).toBe(false);
    expect(fitsCustomField(goneOption, fields)).toBe(false);
    expect(fitsCustomField(wrongKind, fields)).toBe(false);
    expect(fitsCustomField({ fieldId: 'deck', kind: 'text', text: 'pdf' }, fields)).toBe(true);
    expect(customFieldFiltersToKeep([ok, goneField], fields)).toEqual([ok]);
    expect(customFieldFiltersToKeep([goneOption, wrongKind], fields)).toEqual([]);
    expect(customFieldFiltersToKeep([ok], fields)).toEqual([]);
  });
});

describe('the filter editor', () => {
  it('starts from the filter already on the field, or empty', () => {
    expect(customFieldFilterDraft(undefined)).toEqual(EMPTY_CUSTOM_FIELD_FILTER_DRAFT);
    expect(customFieldFilterDraft({ fieldId: 'stage', kind: 'options', optionIds: ['idea'] }).optionIds).toEqual([
      'idea',
    ]);
    expect(customFieldFilterDraft({ fieldId: 'team', kind: 'range', min: null, max: 4 })).toMatchObject({
      min: '',
      max: 4,
    });
    expect(customFieldFilterDraft({ fieldId: 'deck', kind: 'text', text: 'pdf' }).text).toBe('pdf');
  });

  it('makes the filter of the field’s kind, or tells why it cannot', () => {
    const draft = EMPTY_CUSTOM_FIELD_FILTER_DRAFT;
    expect(customFieldFilterOfDraft(STAGE, draft)).toEqual({ problem: 'empty' });
    expect(customFieldFilterOfDraft(STAGE, { ...draft, optionIds: ['seed'], text: 'ignored' })).toEqual({
      filter: { fieldId: 'stage', kind: 'options', optionIds: ['seed'] },
    });
    expect(customFieldFilterOfDraft(TEAM, draft)).toEqual({ problem: 'empty' });
    expect(customFieldFilterOfDraft(TEAM, { ...draft, min: 5 })).toEqual({
      filter: { fieldId: 'team', kind: 'range', min: 5, max: null },
    });
    expect(customFieldFilterOfDraft(TEAM, { ...draft, min: '', max: '12' })).toEqual({
      filter: { fieldId: 'team', kind: 'range', min: null, max: 12 },
    });
    expect(customFieldFilterOfDraft(TEAM, { ...draft, min: 5, max: 5 })).toEqual({
      filter: { fieldId: 'team', kind: 'range', min: 5, max: 5 },
    });
    expect(customFieldFilterOfDraft(TEAM, { ...draft, min: 6, max: 5 })).toEqual({ problem: 'minAboveMax' });
    expect(customFieldFilterOfDraft(TEAM, { ...draft, min: '-' })).toEqual({ problem: 'invalidNumber' });
    expect(customFieldFilterOfDraft({ ...TEAM, type: 'currency' }, { ...draft, max: 1000 })).toEqual({
      filter: { fieldId: 'team', kind: 'range', min: null, max: 1000 },
    });
    expect(customFieldFilterOfDraft(DECK, { ...draft, text: '   ' })).toEqual({ problem: 'empty' });
    expect(customFieldFilterOfDraft(DECK, { ...draft, text: ' pdf ' })).toEqual({
      filter: { fieldId: 'deck', kind: 'text', text: 'pdf' },
    });
  });
});
