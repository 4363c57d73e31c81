import { describe, expect, it } from 'vitest';
import {
  assignationsQueryVariables,
  changeAssignationsList,
  parseAssignationsList,
  writeAssignationsList,
} from './assignations-url.ts';

describe('the startup assignations list in the address', () => {
  it('reads the search and the page, ignoring pages that are not whole positive numbers', () => {
    expect(parseAssignationsList(new URLSearchParams('search=%20solar%20&page=3'))).toEqual({
      search: 'solar',
      page: 3,
    });
    expect(parseAssignationsList(new URLSearchParams('page=0'))).toEqual({ search: '', page: 1 });
    expect(parseAssignationsList(new URLSearchParams('page=2.5'))).toEqual({ search: '', page: 1 });
    expect(parseAssignationsList(new URLSearchParams('page=abc'))).toEqual({ search: '', page: 1 });
  });

  it('writes only what differs from the defaults and keeps the keys of others', () => {
    const written = writeAssignationsList(new URLSearchParams('tab=x&page=4&search=old'), { search: '', page: 1 });
    expect(written.toString()).toBe('tab=x');
    expect(writeAssignationsList(new URLSearchParams(), { search: ' agri ', page: 2 }).toString()).toBe(
      'search=agri&page=2',
    );
  });

  it('goes back to the first page on a new search and keeps the search on a change of page', () => {
    expect(changeAssignationsList({ search: 'a', page: 3 }, { search: 'ab' })).toEqual({ search: 'ab', page: 1 });
    expect(changeAssignationsList({ search: 'a', page: 3 }, { page: 2 })).toEqual({ search: 'a', page: 2 });
  });

  it('asks the server for 0-based pages of 25, without a blank search', () => {
    expect(assignationsQueryVariables({ search: '  ', page: 1 })).toEqual({ search: null, page: 0, pageSize: 25 });
    expect(assignationsQueryVariables({ search: 'sol', page: 2 })).toEqual({ search: 'sol', page: 1, pageSize: 25 });
  });
});
