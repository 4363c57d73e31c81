import { describe, expect, it } from 'vitest';
import {
  isSavedViewActive,
  parseSavedViewFilters,
  SAVED_VIEW_NAME_MAX,
  savedViewFiltersOf,
  savedViewNameProblem,
  savedViewSearchParams,
  startupsListOfSavedView,
} from './saved-views.ts';
import { EMPTY_STARTUPS_LIST, parseStartupsList } from './startups-url.ts';

const P1 = '0190a000-0000-7000-8000-000000000001';
const P2 = '0190a000-0000-7000-8000-000000000002';
const I1 = '0190a000-0000-7000-8000-000000000003';
const T1 = '0190a000-0000-7000-8000-000000000004';
const F1 = '0190a000-0000-7000-8000-000000000005';
const F2 = '0190a000-0000-7000-8000-000000000006';
const O1 = '0190a000-0000-7000-8000-000000000007';
const O2 = '0190a000-0000-7000-8000-000000000008';

describe('saved views of the portfolio', () => {
  it('saves the list in the address and the view, leaving out the page, blanks and empty filters', () => {
    const state = parseStartupsList(new URLSearchParams(`search=%20solar%20&program=${P1}&tag=${T1}&page=3`));
    expect(savedViewFiltersOf(state, 'table')).toEqual({
      search: 'solar',
      programIds: [P1],
      tagIds: [T1],
      sort: 'NAME',
      view: 'table',
    });
    expect(savedViewFiltersOf(EMPTY_STARTUPS_LIST, 'cards')).toEqual({ sort: 'NAME', view: 'cards' });
  });

  it('reads a view’s filters, dropping unknown keys and values of the wrong kind', () => {
    expect(
      parseSavedViewFilters({
        search: ' robots ',
        programIds: [P1, P1, ' ', 42, P2],
        industryIds: 'not a list',
        tagIds: [T1],
        sort: 'FOUNDING_YEAR',
        view: 'table',
        page: 4,
        status: 'ACTIVE',
      }),
    ).toEqual({ search: 'robots', programIds: [P1, P2], tagIds: [T1], sort: 'FOUNDING_YEAR', view: 'table' });
    expect(parseSavedViewFilters({ sort: 'RANDOM', view: 'calendar', search: '  ' })).toEqual({});
    expect(parseSavedViewFilters(null)).toEqual({});
    expect(parseSavedViewFilters([P1])).toEqual({});
    expect(parseSavedViewFilters('{"search":"x"}')).toEqual({});
  });

  it('turns a view back into the address, from the first page, keeping the keys of others', () => {
    const filters = parseSavedViewFilters({ programIds: [P1], industryIds: [I1], sort: 'CREATED_AT', view: 'table' });
    const params = savedViewSearchParams(filters, new URLSearchParams(`other=1&search=old&tag=${T1}&page=4`));
    expect(params.get('other')).toBe('1');
    expect(params.getAll('program')).toEqual([P1]);
    expect(params.getAll('industry')).toEqual([I1]);
    expect(params.has('tag')).toBe(false);
    expect(params.has('search')).toBe(false);
    expect(params.has('page')).toBe(false);
    expect(params.get('sort')).toBe('CREATED_AT');
    expect(params.has('view')).toBe(false);
    expect(startupsListOfSavedView({})).toEqual(EMPTY_STARTUPS_LIST);
  });

  it('goes both ways without loss', () => {
    const state = {
      ...EMPTY_STARTUPS_LIST,
      search: 'agri',
      programIds: [P1, P2],
      industryIds: [I1],
      sort: 'FOUNDING_YEAR' as const,
    };
    const saved = parseSavedViewFilters(JSON.parse(JSON.stringify(savedViewFiltersOf(state, 'cards'))));
    expect(startupsListOfSavedView(saved)).toEqual(state);
    expect(parseStartupsList(savedViewSearchParams(saved, new URLSearchParams()))).toEqual(state);
  });

  it('tells the active view: same search, filters in any order, sort and view; any page', () => {
    const filters = parseSavedViewFilters({ search: 'agri', programIds: [P1, P2], view: 'table' });
    const state = { ...EMPTY_STARTUPS_LIST, search: 'agri', programIds: [P2, P1], page: 2 };
    expect(isSavedViewActive(filters, state, 'table')).toBe(true);
    expect(isSavedViewActive(filters, state, 'cards')).toBe(false);
    expect(isSavedViewActive(filters, { ...state, programIds: [P1] }, 'table')).toBe(false);
    expect(isSavedViewActive(filters, { ...state, sort: 'CREATED_AT' }, 'table')).toBe(false);
    expect(isSavedViewActive(filters, { ...state, tagIds: [T1] }, 'table')).toBe(false);
    expect(isSavedViewActive({}, EMPTY_STARTUPS_LIST, 'cards')).toBe(true);
  });

  it('saves and restores the custom-field filters as the API takes them', () => {
    const state = parseStartupsList(new URLSearchParams(`cf=${F1}:${O1},${O2}&cf=${F2}:..10&page=2`));
    const saved = savedViewFiltersOf(state, 'cards');
    expect(saved.customFields).toEqual([
      { fieldId: F1, optionIds: [O1, O2] },
      { fieldId: F2, min: null, max: 10 },
    ]);
    const read = parseSavedViewFilters(JSON.parse(JSON.stringify(saved)));
    expect(read.customFields).toEqual(saved.customFields);
    expect(parseStartupsList(savedViewSearchParams(read, new URLSearchParams())).customFields).toEqual(
      state.customFields,
    );
    // Same filters, options in another order: the view is the active one; another bound is not.
    expect(
      isSavedViewActive(read, parseStartupsList(new URLSearchParams(`cf=${F2}:..10&cf=${F1}:${O2},${O1}`)), 'cards'),
    ).toBe(true);
    expect(isSavedViewActive(read, parseStartupsList(new URLSearchParams(`cf=${F1}:${O1},${O2}`)), 'cards')).toBe(
      false,
    );
    expect(parseSavedViewFilters({ customFields: [{ fieldId: F1 }, { optionIds: [O1] }, 'x'] })).toEqual({});
  });

  it('asks for a name of at most 60 characters', () => {
    expect(savedViewNameProblem('  ')).toEqual({ kind: 'required' });
    expect(savedViewNameProblem('x'.repeat(SAVED_VIEW_NAME_MAX + 1))).toEqual({ kind: 'textMax', max: 60 });
    expect(savedViewNameProblem(' Climate table ')).toBeUndefined();
  });
});
