import { describe, expect, it } from 'vitest';
import {
  canAnswerCategorization,
  canCollectFromPrograms,
  canCollectMetricsFrom,
  canDefineMetrics,
  canOpenDataCollection,
  canManageMetricSettings,
  canReadMetrics,
  canReadMetricSettings,
  canReportMetrics,
  seesMetricChecker,
} from './metrics.ts';
import { buildViewer } from './test-viewers.ts';

const startup = (founderIds: string[], assignedUserIds: string[]) => ({
  startupId: 's',
  name: 'S',
  founderIds,
  assignedUserIds,
});

describe('metrics policies', () => {
  it.each([
    ['Admin', { 'ORGANIZATION:EDIT': 'ALL' }, true, true],
    ['Staff', { 'METRICS/EDIT:VIEW': 'ALL' }, false, true],
    ['Coach', { 'METRICS/EDIT:VIEW': 'ASSIGNED' }, false, false],
    ['System', {}, true, true],
    ['Cofounder', {}, false, false],
  ] as const)('%s %o changes the metric settings: %s, reads them: %s', (role, permissions, manages, reads) => {
    const viewer = buildViewer(role, permissions);
    expect(canManageMetricSettings(viewer)).toBe(manages);
    expect(canReadMetricSettings(viewer)).toBe(reads);
  });

  it.each([
    ['Admin', { 'METRICS/EDIT:VIEW': 'ALL' }, true, true],
    ['Staff', { 'METRICS/EDIT:VIEW': 'ALL' }, true, true],
    ['Staff', { 'METRICS/EDIT:VIEW': 'NONE' }, false, false],
    ['Coach', { 'METRICS/EDIT:VIEW': 'ASSIGNED' }, false, true],
    ['System', {}, true, true],
    ['Cofounder', {}, false, false],
    ['Mentor', {}, false, false],
  ] as const)('%s %o defines metrics: %s, opens data collection: %s', (role, permissions, defines, opens) => {
    const viewer = buildViewer(role, permissions);
    expect(canDefineMetrics(viewer)).toBe(defines);
    expect(canCollectFromPrograms(viewer)).toBe(defines);
    expect(canOpenDataCollection(viewer)).toBe(opens);
  });

  it.each([
    ['admin (ALL)', buildViewer('Admin', { 'METRICS/EDIT:VIEW': 'ALL' }), startup(['f'], []), true, false, true],
    [
      'assigned coach',
      buildViewer('Coach', { 'METRICS/EDIT:VIEW': 'ASSIGNED' }),
      startup(['f'], ['me']),
      true,
      false,
      true,
    ],
    [
      'coach not assigned',
      buildViewer('Coach', { 'METRICS/EDIT:VIEW': 'ASSIGNED' }),
      startup(['f'], ['x']),
      false,
      false,
      false,
    ],
    ['founder of it', buildViewer('Cofounder'), startup(['me'], []), false, true, true],
    ['founder of another startup', buildViewer('Cofounder'), startup(['f'], []), false, false, false],
    ['community member of it', buildViewer('CommunityMember'), startup(['me'], []), false, true, true],
    ['System', buildViewer('System'), startup([], []), true, false, true],
  ] as const)('%s collects: %s, reports: %s, reads: %s', (_name, viewer, access, collects, reports, reads) => {
    const record = { ...access, founderIds: [...access.founderIds], assignedUserIds: [...access.assignedUserIds] };
    expect(canCollectMetricsFrom(viewer, record)).toBe(collects);
    expect(canReportMetrics(viewer, record)).toBe(reports);
    expect(canAnswerCategorization(viewer, record)).toBe(reports);
    expect(canReadMetrics(viewer, record)).toBe(reads);
  });

  it.each([
    ['Cofounder', ['me'], true],
    ['Cofounder', ['f'], false],
    ['CommunityMember', ['me'], false],
    ['Admin', ['me'], false],
  ] as const)('the checker shows for a %s of %o: %s', (role, founderIds, shows) => {
    expect(seesMetricChecker(buildViewer(role), { founderIds: [...founderIds] })).toBe(shows);
  });
});
