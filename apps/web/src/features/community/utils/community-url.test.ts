import { describe, expect, it } from 'vitest';
import {
  changeCommunityList,
  communityPageCount,
  communitySearchPath,
  communitySearchVariables,
  EMPTY_COMMUNITY_LIST,
  isCommunityFiltered,
  parseCommunityList,
  writeCommunityList,
} from './community-url.ts';

describe('the community directory in the address', () => {
  it('reads kind, search, repeated filters and page, dropping blanks, duplicates and unknown values', () => {
    const params = new URLSearchParams(
      'kind=people&search=%20mina%20&role=Mentor&role=Mentor&role=System&role=Wizard&tag=t1&industry=i1&industry=%20&skill=s1&page=2',
    );
    expect(parseCommunityList(params)).toEqual({
      kind: 'people',
      search: 'mina',
      roleTypes: ['Mentor'],
      tagIds: ['t1'],
      industryIds: ['i1'],
      skillIds: ['s1'],
      page: 2,
    });
    expect(parseCommunityList(new URLSearchParams('kind=robots&page=-1'))).toEqual(EMPTY_COMMUNITY_LIST);
    expect(parseCommunityList(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('ignores the filters of people on the startups list', () => {
    expect(parseCommunityList(new URLSearchParams('kind=startups&role=Mentor&skill=s1&tag=t2&industry=i1'))).toEqual({
      ...EMPTY_COMMUNITY_LIST,
      kind: 'startups',
      tagIds: ['t2'],
      industryIds: ['i1'],
    });
  });

  it('always writes the kind, the rest only when it is not the default, and keeps the keys of others', () => {
    expect(writeCommunityList(new URLSearchParams('other=1&search=old&page=3'), EMPTY_COMMUNITY_LIST).toString()).toBe(
      'other=1&kind=people',
    );
    const written = writeCommunityList(new URLSearchParams(), {
      kind: 'people',
      search: ' solar ',
      roleTypes: ['Mentor', 'Expert'],
      tagIds: ['t1'],
      industryIds: ['i1'],
      skillIds: ['s1'],
      page: 2,
    });
    expect(written.toString()).toBe(
      'kind=people&search=solar&role=Mentor&role=Expert&tag=t1&industry=i1&skill=s1&page=2',
    );
    expect(parseCommunityList(written)).toMatchObject({ roleTypes: ['Mentor', 'Expert'], page: 2 });
    expect(communitySearchPath('startups')).toBe('/community/search?kind=startups');
    expect(communitySearchPath()).toBe('/community/search?kind=people');
  });

  it('goes back to the first page on a new search or filter, and keeps the rest on a new page', () => {
    const state = { ...EMPTY_COMMUNITY_LIST, search: 'mina', page: 3 };
    expect(changeCommunityList(state, { roleTypes: ['Mentor'] })).toMatchObject({ page: 1, search: 'mina' });
    expect(changeCommunityList(state, { page: 4 })).toMatchObject({ page: 4, search: 'mina' });
  });

  it('keeps the search and industries but drops the other filters when switching people and startups', () => {
    const people = {
      ...EMPTY_COMMUNITY_LIST,
      search: 'sol',
      roleTypes: ['Mentor' as const],
      tagIds: ['user-tag'],
      industryIds: ['i1'],
      skillIds: ['s1'],
      page: 2,
    };
    expect(changeCommunityList(people, { kind: 'startups' })).toEqual({
      ...EMPTY_COMMUNITY_LIST,
      kind: 'startups',
      search: 'sol',
      industryIds: ['i1'],
    });
    expect(changeCommunityList(people, { kind: 'people' }).tagIds).toEqual(['user-tag']);
  });

  it('asks the server for the kind, 0-based pages and only the filters that narrow', () => {
    expect(communitySearchVariables(EMPTY_COMMUNITY_LIST)).toEqual({
      kind: 'PEOPLE',
      search: null,
      roleTypes: null,
      tagIds: null,
      industryIds: null,
      skillIds: null,
      page: 0,
    });
    expect(
      communitySearchVariables({
        ...EMPTY_COMMUNITY_LIST,
        kind: 'startups',
        search: ' solaris ',
        roleTypes: ['Mentor'],
        tagIds: ['t1'],
        skillIds: ['s1'],
        page: 3,
      }),
    ).toEqual({
      kind: 'STARTUPS',
      search: 'solaris',
      roleTypes: null,
      tagIds: ['t1'],
      industryIds: null,
      skillIds: null,
      page: 2,
    });
  });

  it('counts pages of 24 and tells a filtered list from an empty one', () => {
    expect(communityPageCount(0)).toBe(1);
    expect(communityPageCount(24)).toBe(1);
    expect(communityPageCount(25)).toBe(2);
    expect(isCommunityFiltered(EMPTY_COMMUNITY_LIST)).toBe(false);
    expect(isCommunityFiltered({ ...EMPTY_COMMUNITY_LIST, search: '  ' })).toBe(false);
    expect(isCommunityFiltered({ ...EMPTY_COMMUNITY_LIST, skillIds: ['s1'] })).toBe(true);
  });
});
