import { describe, expect, it } from 'vitest';
import {
  canCreateMilestone,
  canEditMilestone,
  canListMilestoneTemplates,
  canManageMilestoneTemplates,
} from './milestone.ts';
import { buildViewer } from './test-viewers.ts';

describe('milestone policies', () => {
  it.each([
    ['Admin', {}, true, true],
    ['Coach', {}, true, true],
    ['System', {}, true, true],
    ['Mentor', { 'STARTUP_MILESTONE:CREATE': 'ASSIGNED' }, false, true],
    ['Mentor', { 'STARTUP_MILESTONE:CREATE': 'NONE' }, false, false],
    ['Cofounder', {}, false, false],
  ] as const)('%s %o manages plans: %s, lists them: %s', (role, permissions, manages, lists) => {
    const viewer = buildViewer(role, permissions);
    expect(canManageMilestoneTemplates(viewer)).toBe(manages);
    expect(canListMilestoneTemplates(viewer)).toBe(lists);
  });

  it.each([
    [
      'assigned coach',
      buildViewer('Coach', { 'STARTUP_MILESTONE:CREATE': 'ASSIGNED', 'STARTUP_MILESTONE:EDIT': 'ASSIGNED' }),
      ['me'],
      true,
      true,
    ],
    [
      'coach not assigned',
      buildViewer('Coach', { 'STARTUP_MILESTONE:CREATE': 'ASSIGNED', 'STARTUP_MILESTONE:EDIT': 'ASSIGNED' }),
      ['x'],
      false,
      false,
    ],
    [
      'assigned mentor (edit only)',
      buildViewer('Mentor', { 'STARTUP_MILESTONE:EDIT': 'ASSIGNED' }),
      ['me'],
      false,
      true,
    ],
    [
      'admin (ALL)',
      buildViewer('Admin', { 'STARTUP_MILESTONE:CREATE': 'ALL', 'STARTUP_MILESTONE:EDIT': 'ALL' }),
      [],
      true,
      true,
    ],
    ['System', buildViewer('System'), [], true, true],
    ['founder without keys', buildViewer('Cofounder'), [], false, false],
  ] as const)('%s creates: %s, edits: %s', (_name, viewer, assignedUserIds, creates, edits) => {
    expect(canCreateMilestone(viewer, { assignedUserIds: [...assignedUserIds] })).toBe(creates);
    expect(canEditMilestone(viewer, { assignedUserIds: [...assignedUserIds] })).toBe(edits);
  });
});
