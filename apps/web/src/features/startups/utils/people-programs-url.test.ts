import { PROGRAM_MESSAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  changePeoplePrograms,
  parsePeoplePrograms,
  peopleProgramsPath,
  programMembersPageCount,
  programMembersVariables,
  programMessageKey,
  writePeoplePrograms,
} from './people-programs-url.ts';

describe('the address of the programmes of people page', () => {
  it('reads and writes the programme, search and page, leaving other keys alone', () => {
    const state = parsePeoplePrograms(new URLSearchParams('program=p1&search=%20ana%20&page=3&x=1'));
    expect(state).toEqual({ program: 'p1', search: 'ana', page: 3 });
    expect(writePeoplePrograms(new URLSearchParams('x=1'), state).toString()).toBe('x=1&program=p1&search=ana&page=3');
    expect(writePeoplePrograms(new URLSearchParams(), { program: '', search: ' ', page: 1 }).toString()).toBe('');
    expect(parsePeoplePrograms(new URLSearchParams('page=-2')).page).toBe(1);
    expect(parsePeoplePrograms(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('starts another programme afresh, a new search from the first page, and keeps the search when paging', () => {
    const state = { program: 'p1', search: 'ana', page: 3 };
    expect(changePeoplePrograms(state, { program: 'p2' })).toEqual({ program: 'p2', search: '', page: 1 });
    expect(changePeoplePrograms(state, { search: 'li' })).toEqual({ program: 'p1', search: 'li', page: 1 });
    expect(changePeoplePrograms(state, { page: 2 })).toEqual({ program: 'p1', search: 'ana', page: 2 });
    expect(changePeoplePrograms(state, { program: 'p1', page: 2 })).toEqual({ program: 'p1', search: 'ana', page: 2 });
  });

  it('asks for nothing without a programme, and for 0-based pages', () => {
    expect(programMembersVariables({ program: '', search: '', page: 1 })).toBeNull();
    expect(programMembersVariables({ program: 'p1', search: '  ', page: 2 })).toEqual({
      programId: 'p1',
      search: null,
      page: 1,
    });
  });

  it('links to a programme, counts pages and names the refusals it translates', () => {
    expect(peopleProgramsPath('a b')).toBe('/community/people/assignation?program=a%20b');
    expect(peopleProgramsPath()).toBe('/community/people/assignation');
    expect(programMembersPageCount(0)).toBe(1);
    expect(programMembersPageCount(26)).toBe(2);
    expect(programMessageKey(PROGRAM_MESSAGES.personNotFound)).toBe('personNotFound');
    expect(programMessageKey('Something else')).toBeNull();
  });
});
