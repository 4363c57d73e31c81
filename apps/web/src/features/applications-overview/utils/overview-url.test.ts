import { APPLICATION_MESSAGES, applicationViewFiltersSchema } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { batchActionInput, batchFailureKey, pageSelection, togglePage } from './overview-batch.ts';
import {
  activeFilterCount,
  changeOverview,
  EMPTY_OVERVIEW,
  isSavedViewActive,
  type OverviewState,
  overviewOfSavedView,
  overviewVariables,
  parseOverview,
  savedViewFiltersOf,
  writeOverview,
} from './overview-url.ts';

const FUNNEL = '0190c0de-0000-7000-8000-000000000001';
const ROUND = '0190c0de-0000-7000-8000-000000000002';
const TAG = '0190c0de-0000-7000-8000-000000000003';

const full: OverviewState = {
  search: 'solar',
  funnelIds: [FUNNEL],
  roundIds: ['intake', ROUND],
  statuses: ['under_review'],
  statusGroups: ['ALL_PENDING'],
  tagIds: [TAG],
  createdFrom: '2027-01-01',
  createdTo: '2027-01-31',
  answers: [{ questionId: 'stage: one', values: ['seed', 'a,b'] }],
  includeDrafts: true,
  sort: 'STARTUP_NAME',
  direction: 'ASC',
  page: 3,
};

describe('the overview in the address', () => {
  it('writes every filter and reads it back, defaults leaving no key', () => {
    const params = writeOverview(new URLSearchParams('other=kept'), full);
    expect(params.get('other')).toBe('kept');
    expect(params.getAll('round')).toEqual(['intake', ROUND]);
    expect(parseOverview(params)).toEqual(full);
    expect(writeOverview(new URLSearchParams(), EMPTY_OVERVIEW).toString()).toBe('');
  });

  it('drops what it does not understand', () => {
    const state = parseOverview(
      new URLSearchParams(
        'funnel=nope&round=later&status=maybe&group=SOME&tag=x&from=2027-13-45&to=yesterday&answer=broken&sort=AGE&dir=UP&page=-2',
      ),
    );
    expect(state).toEqual(EMPTY_OVERVIEW);
  });

  it('goes back to the first page on any change but the page', () => {
    expect(changeOverview(full, { search: 'beam' }).page).toBe(1);
    expect(changeOverview(full, { page: 4 }).page).toBe(4);
  });

  it('asks the server with a 0-based page, instants for the days and nothing for empty filters', () => {
    const variables = overviewVariables(full);
    expect(variables.page).toBe(2);
    expect(variables.pageSize).toBe(25);
    expect(variables.sort).toEqual({ field: 'STARTUP_NAME', direction: 'ASC' });
    expect(new Date(variables.filter.createdFrom as string).getDate()).toBe(1);
    // The end day is included: the filter stops at the start of the next day.
    expect(new Date(variables.filter.createdTo as string).getDate()).toBe(1);
    expect(new Date(variables.filter.createdTo as string).getMonth()).toBe(1);
    expect(overviewVariables(EMPTY_OVERVIEW).filter).toEqual({
      search: null,
      funnelIds: null,
      roundIds: null,
      statuses: null,
      statusGroups: null,
      tagIds: null,
      createdFrom: null,
      createdTo: null,
      answers: null,
      includeDrafts: null,
    });
    expect(activeFilterCount(full)).toBe(8);
    expect(activeFilterCount(EMPTY_OVERVIEW)).toBe(0);
  });

  it('saves views the server accepts and recognises the one shown', () => {
    const filters = savedViewFiltersOf(full);
    expect(applicationViewFiltersSchema.safeParse(filters).success).toBe(true);
    expect(overviewOfSavedView(filters)).toEqual({ ...full, page: 1 });
    expect(isSavedViewActive(filters, full)).toBe(true);
    expect(isSavedViewActive(filters, { ...full, search: 'other' })).toBe(false);
    expect(isSavedViewActive(savedViewFiltersOf(EMPTY_OVERVIEW), EMPTY_OVERVIEW)).toBe(true);
  });
});

describe('batch actions of the overview', () => {
  it('builds each action with its target, and nothing without one', () => {
    expect(batchActionInput('MOVE_TO_ROUND', ROUND)).toEqual({ type: 'MOVE_TO_ROUND', roundId: ROUND });
    expect(batchActionInput('ADD_TAG', TAG)).toEqual({ type: 'ADD_TAG', tagId: TAG });
    expect(batchActionInput('DECIDE', 'delay_reject')).toEqual({ type: 'DECIDE', decision: 'delay_reject' });
    expect(batchActionInput('DECIDE', 'maybe')).toBeNull();
    expect(batchActionInput('REMOVE_TAG', null)).toBeNull();
    expect(batchActionInput('DELETE', null)).toEqual({ type: 'DELETE' });
  });

  it('selects and unselects a page', () => {
    const page = ['a', 'b'];
    expect(pageSelection(new Set(['a']), page)).toBe('some');
    const all = togglePage(new Set(['a', 'z']), page);
    expect([...all].sort()).toEqual(['a', 'b', 'z']);
    expect([...togglePage(all, page)]).toEqual(['z']);
  });

  it('reads the server’s reasons back into translation keys', () => {
    expect(batchFailureKey(APPLICATION_MESSAGES.draftNotMovable)).toEqual({ key: 'draftNotMovable', params: {} });
    expect(batchFailureKey('An application cannot go from draft to accepted')).toEqual({
      key: 'transition',
      params: { from: 'draft', to: 'accepted' },
    });
    expect(batchFailureKey('Something else')).toBeNull();
  });
});
