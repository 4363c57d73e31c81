import { ROLE_GROUPS, ROLE_TYPES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canSearchPeople, seesHomeSummary, seesOrganisationSupportMailbox } from './search.ts';
import { buildViewer } from './test-viewers.ts';

const INTERNAL: readonly string[] = ROLE_GROUPS.internal;
const TASK_MANAGERS = ['Staff', 'Coach', 'AdminCoach', 'Admin', 'SubAdmin'];

describe('the shell by role', () => {
  it.each(
    ROLE_TYPES.map(
      (role) => [role, INTERNAL.includes(role), !INTERNAL.includes(role), TASK_MANAGERS.includes(role)] as const,
    ),
  )('%s: people in search %s, own support mailbox %s, home summary %s', (role, people, mailbox, summary) => {
    const viewer = buildViewer(role);
    expect(canSearchPeople(viewer)).toBe(people);
    expect(seesOrganisationSupportMailbox(viewer)).toBe(mailbox);
    expect(seesHomeSummary(viewer)).toBe(summary);
  });

  it('System finds no people and writes to Cohort', () => {
    expect(canSearchPeople(buildViewer('System'))).toBe(false);
    expect(seesOrganisationSupportMailbox(buildViewer('System'))).toBe(true);
  });
});
