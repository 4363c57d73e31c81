import { describe, expect, it } from 'vitest';
import { EMPTY_USERS_URL_FILTERS, parseUsersFilters, writeUsersFilters } from './users-url.ts';

describe('users filters in the address', () => {
  it('reads the search global search links with', () => {
    expect(parseUsersFilters(new URLSearchParams('search=Camille%20Coach'))).toEqual({
      ...EMPTY_USERS_URL_FILTERS,
      search: 'Camille Coach',
    });
    expect(parseUsersFilters(new URLSearchParams('?search=++Camille+'))).toMatchObject({ search: 'Camille' });
  });

  it('reads nothing from an empty query string', () => {
    expect(parseUsersFilters(new URLSearchParams(''))).toEqual(EMPTY_USERS_URL_FILTERS);
  });

  it('reads repeated roles, statuses and tags, dropping blanks, repeats and unknown statuses', () => {
    const params = new URLSearchParams('role=r1&role=r2&role=r1&status=active&status=bogus&status=deleted&tag=t1&tag=');
    expect(parseUsersFilters(params)).toEqual({
      search: '',
      roleIds: ['r1', 'r2'],
      statuses: ['active', 'deleted'],
      tagIds: ['t1'],
    });
  });

  it('writes the filters, leaving out the empty ones', () => {
    const written = writeUsersFilters(new URLSearchParams(), {
      search: ' Chen ',
      roleIds: ['r1'],
      statuses: ['pending', 'archived'],
      tagIds: ['t1', 't2'],
    });
    expect(written.toString()).toBe('search=Chen&role=r1&status=pending&status=archived&tag=t1&tag=t2');
    expect(writeUsersFilters(new URLSearchParams(), EMPTY_USERS_URL_FILTERS).toString()).toBe('');
  });

  it('replaces its own keys and keeps the others', () => {
    const current = new URLSearchParams('search=old&tag=t9&tab=2');
    const written = writeUsersFilters(current, { ...EMPTY_USERS_URL_FILTERS, tagIds: ['t1'] });
    expect(written.toString()).toBe('tab=2&tag=t1');
    // The query string it was given is left as it was.
    expect(current.toString()).toBe('search=old&tag=t9&tab=2');
  });

  it('reads back what it wrote', () => {
    const filters = { search: 'Ada Admin', roleIds: ['a', 'b'], statuses: ['active' as const], tagIds: ['x'] };
    const roundTrip = parseUsersFilters(
      new URLSearchParams(writeUsersFilters(new URLSearchParams(), filters).toString()),
    );
    expect(roundTrip).toEqual(filters);
  });
});
