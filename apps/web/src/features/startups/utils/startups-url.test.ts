import { describe, expect, it } from 'vitest';
import {
  changeStartupsList,
  EMPTY_STARTUPS_LIST,
  isFiltered,
  parseStartupsList,
  startupsPageCount,
  startupsQueryVariables,
  writeStartupsList,
} from './startups-url.ts';

describe('the startup list in the address', () => {
  it('reads search, repeated filters, sort and page, dropping blanks, duplicates and unknown values', () => {
    const params = new URLSearchParams(
      'search=%20solar%20&program=p1&program=p1&program=%20&industry=i1&tag=t1&tag=t2&sort=FOUNDING_YEAR&page=3',
    );
    expect(parseStartupsList(params)).toEqual({
      search: 'solar',
      programIds: ['p1'],
      industryIds: ['i1'],
      tagIds: ['t1', 't2'],
      customFields: [],
      sort: 'FOUNDING_YEAR',
      page: 3,
    });
    expect(parseStartupsList(new URLSearchParams('sort=RANDOM&page=-2'))).toEqual(EMPTY_STARTUPS_LIST);
    expect(parseStartupsList(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps the keys of others', () => {
    const written = writeStartupsList(new URLSearchParams('other=1&search=old&page=4'), {
      ...EMPTY_STARTUPS_LIST,
      programIds: ['p1', 'p2'],
    });
    expect(written.toString()).toBe('other=1&program=p1&program=p2');
    const customFields = [
      { fieldId: 'f1', kind: 'options' as const, optionIds: ['o1', 'o2'] },
      { fieldId: 'f2', kind: 'range' as const, min: 5, max: null },
      { fieldId: 'f3', kind: 'text' as const, text: 'deck' },
    ];
    const full = writeStartupsList(new URLSearchParams(), {
      search: ' agri ',
      programIds: [],
      industryIds: ['i1'],
      tagIds: ['t1'],
      customFields,
      sort: 'CREATED_AT',
      page: 2,
    });
    expect(full.getAll('cf')).toEqual(['f1:o1,o2', 'f2:5..', 'f3:~deck']);
    expect(parseStartupsList(full)).toEqual({
      search: 'agri',
      programIds: [],
      industryIds: ['i1'],
      tagIds: ['t1'],
      customFields,
      sort: 'CREATED_AT',
      page: 2,
    });
  });

  it('goes back to the first page when the search, a filter or the sort changes, not when the page does', () => {
    const onPage3 = { ...EMPTY_STARTUPS_LIST, page: 3 };
    expect(changeStartupsList(onPage3, { tagIds: ['t1'] }).page).toBe(1);
    expect(changeStartupsList(onPage3, { sort: 'CREATED_AT' }).page).toBe(1);
    expect(changeStartupsList(onPage3, { customFields: [{ fieldId: 'f', kind: 'text', text: 'x' }] }).page).toBe(1);
    expect(changeStartupsList(onPage3, { page: 4 })).toEqual({ ...EMPTY_STARTUPS_LIST, page: 4 });
  });

  it('asks the server for 0-based pages of 25 and leaves out empty filters', () => {
    expect(startupsQueryVariables({ ...EMPTY_STARTUPS_LIST, page: 2, search: '  ' })).toEqual({
      search: null,
      programIds: null,
      industryIds: null,
      tagIds: null,
      customFields: null,
      sort: 'NAME',
      page: 1,
      pageSize: 25,
    });
    expect(startupsQueryVariables({ ...EMPTY_STARTUPS_LIST, programIds: ['p1'], search: 'x' })).toMatchObject({
      search: 'x',
      programIds: ['p1'],
    });
    expect(
      startupsQueryVariables({
        ...EMPTY_STARTUPS_LIST,
        customFields: [
          { fieldId: 'f1', kind: 'options', optionIds: ['o1'] },
          { fieldId: 'f2', kind: 'range', min: null, max: 10 },
        ],
      }).customFields,
    ).toEqual([
      { fieldId: 'f1', optionIds: ['o1'] },
      { fieldId: 'f2', min: null, max: 10 },
    ]);
  });

  it('counts pages and tells a filtered list', () => {
    expect(startupsPageCount(0)).toBe(1);
    expect(startupsPageCount(25)).toBe(1);
    expect(startupsPageCount(26)).toBe(2);
    expect(isFiltered(EMPTY_STARTUPS_LIST)).toBe(false);
    expect(isFiltered({ ...EMPTY_STARTUPS_LIST, sort: 'CREATED_AT' })).toBe(false);
    expect(isFiltered({ ...EMPTY_STARTUPS_LIST, industryIds: ['i'] })).toBe(true);
    expect(isFiltered({ ...EMPTY_STARTUPS_LIST, customFields: [{ fieldId: 'f', kind: 'text', text: 'x' }] })).toBe(
      true,
    );
  });
});
