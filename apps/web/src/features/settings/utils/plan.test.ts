import { FEATURE_FLAGS, PLAN_FEATURES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { filterFlags, flagList, licenceUsage, planFeatureList } from './plan.ts';

describe('plan helpers', () => {
  it('turns the licensed users into a bounded percentage', () => {
    expect(licenceUsage(5, 20)).toEqual({ percent: 25, over: false });
    expect(licenceUsage(20, 20)).toEqual({ percent: 100, over: false });
    expect(licenceUsage(30, 20)).toEqual({ percent: 100, over: true });
    expect(licenceUsage(0, 0)).toEqual({ percent: 0, over: false });
    expect(licenceUsage(2, 0)).toEqual({ percent: 100, over: true });
  });

  it('lists the eight plan features with whether each is included', () => {
    const list = planFeatureList(['CUSTOM_ROLES', 'DATA_ASSETS']);
    expect(list.map((entry) => entry.feature)).toEqual([...PLAN_FEATURES]);
    expect(list).toHaveLength(8);
    expect(list.filter((entry) => entry.included).map((entry) => entry.feature)).toEqual([
      'DATA_ASSETS',
      'CUSTOM_ROLES',
    ]);
  });

  it('lists every feature flag, missing ones off, and filters them by name', () => {
    const flags = flagList({ milestones: { enabled: true }, liveChat: { enabled: false } });
    expect(flags.map((flag) => flag.name)).toEqual([...FEATURE_FLAGS]);
    expect(flags.find((flag) => flag.name === 'milestones')?.enabled).toBe(true);
    expect(flags.find((flag) => flag.name === 'course')?.enabled).toBe(false);
    expect(filterFlags(flags, '  SAVEDVIEWS ').map((flag) => flag.name)).toEqual([
      'savedViewsApplications',
      'savedViewsUsers',
      'savedViewsStartups',
    ]);
    expect(filterFlags(flags, '')).toHaveLength(FEATURE_FLAGS.length);
  });
});
