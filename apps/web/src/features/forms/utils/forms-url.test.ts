import { describe, expect, it } from 'vitest';
import { changeFormsList, formsQueryVariables, parseFormsList, writeFormsList } from './forms-url.ts';

describe('forms list address', () => {
  it('reads the filters, ignoring an unknown kind and a bad page', () => {
    const state = parseFormsList(new URLSearchParams('search=%20intake%20&kind=quiz&tag=2026&archived=1&page=3'));
    expect(state).toEqual({ search: 'intake', kind: 'quiz', tag: '2026', archived: true, page: 3 });
    expect(parseFormsList(new URLSearchParams('kind=poll&page=-2'))).toMatchObject({ kind: null, page: 1 });
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const params = writeFormsList(new URLSearchParams('other=x&page=4'), {
      search: '',
      kind: 'survey' as never,
      tag: ' ',
      archived: false,
      page: 1,
    });
    expect(params.toString()).toBe('other=x&kind=survey');
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const state = { search: 'a', kind: null, tag: '', archived: false, page: 3 };
    expect(changeFormsList(state, { kind: 'quiz' }).page).toBe(1);
    expect(changeFormsList(state, { page: 5 }).page).toBe(5);
  });

  it('asks the server for the page as limit and offset', () => {
    const variables = formsQueryVariables({ search: ' x ', kind: null, tag: '', archived: true, page: 3 }, 20);
    expect(variables).toEqual({
      filter: { search: 'x', kind: null, tag: null, archived: true },
      page: { limit: 20, offset: 40 },
    });
  });
});
