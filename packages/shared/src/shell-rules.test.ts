import { describe, expect, it } from 'vitest';
import { docsUserType, MOBILE_NAV_ENTRIES, SIDEBAR_ENTRIES } from './navigation.ts';
import { displayRoleLabel } from './roles.ts';
import { isWebsite, websiteHref } from './startups.ts';
import { dueDateAllowed, isTaskUrl } from './tasks.ts';

describe('the Founder label (spec 01 §6)', () => {
  it('shows a cofounder with the default label alone in every startup as Founder', () => {
    expect(displayRoleLabel({ type: 'Cofounder', label: 'Co/Founder' }, [1])).toBe('Founder');
    expect(displayRoleLabel({ type: 'Cofounder', label: null }, [1, 1])).toBe('Founder');
    expect(displayRoleLabel({ type: 'Cofounder', label: 'Co/Founder' }, [2])).toBe('Co/Founder');
    expect(displayRoleLabel({ type: 'Cofounder', label: 'Co/Founder' }, [])).toBe('Co/Founder');
    expect(displayRoleLabel({ type: 'Cofounder', label: 'Team lead' }, [1])).toBe('Team lead');
    expect(displayRoleLabel({ type: 'Mentor', label: null }, [1])).toBe('Mentor');
  });
});

describe('task rules (spec 01 §5)', () => {
  it('accepts due dates from one day before now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(dueDateAllowed(new Date('2026-11-21T13:00:00Z'), now)).toBe(true);
    expect(dueDateAllowed(new Date('2026-11-21T11:00:00Z'), now)).toBe(false);
  });
  it('accepts product paths and http(s) links only', () => {
    expect(isTaskUrl('/tasks')).toBe(true);
    expect(isTaskUrl('https://example.com/a')).toBe(true);
    expect(isTaskUrl('//evil.example')).toBe(false);
    expect(isTaskUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('websites (spec 02 §5 Links)', () => {
  it('prefixes a website without http(s) or mailto', () => {
    expect(websiteHref('solaris.example')).toBe('https://solaris.example');
    expect(websiteHref('http://a.example')).toBe('http://a.example');
    expect(websiteHref('mailto:hi@a.example')).toBe('mailto:hi@a.example');
  });
  it('recognises a host name', () => {
    expect(isWebsite('agrisense.example/en')).toBe(true);
    expect(isWebsite('not a site')).toBe(false);
    expect(isWebsite('localhost')).toBe(false);
  });
});

describe('documentation audiences (spec 01 §6)', () => {
  it('maps role types to docs user types', () => {
    expect(docsUserType(null)).toBe('community-member');
    expect(docsUserType('Coach')).toBe('accelerator-incubator');
    expect(docsUserType('Expert')).toBe('mentor-expert');
    expect(docsUserType('Cofounder')).toBe('founder');
    expect(docsUserType('Applicant')).toBe('applicant');
    expect(docsUserType('Evaluator')).toBe('evaluator');
    expect(docsUserType('CommunityMember')).toBe('community-member');
  });
});

describe('navigation entries of the startup assignations and the startup file (spec 01 §2.3, §2.4)', () => {
  it('offers Startup assignation under Programmes to those who may assign, and keeps the programmes list reachable', () => {
    const assignation = SIDEBAR_ENTRIES.find((entry) => entry.name === 'startupAssignation');
    expect(assignation).toMatchObject({
      path: '/startups/programs/startup-assignations',
      parent: 'programs',
      permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT',
      available: true,
    });
    // Programmes now has a sub-menu, so its own page must be one of its children.
    expect(SIDEBAR_ENTRIES.find((entry) => entry.name === 'programList')).toMatchObject({
      path: '/startups/programs',
      parent: 'programs',
      available: true,
    });
  });
  it('offers Mentors management under Startups to those who may assign', () => {
    expect(SIDEBAR_ENTRIES.find((entry) => entry.name === 'mentorsManagement')).toMatchObject({
      path: '/startups/mentors',
      parent: 'startups',
      permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT',
      available: true,
    });
  });
  it('offers Metrics and collection under Startups to METRICS/EDIT:VIEW with data collection on (issue 17)', () => {
    expect(SIDEBAR_ENTRIES.find((entry) => entry.name === 'metricsCollection')).toMatchObject({
      path: '/startups/metrics/data-collection',
      parent: 'startups',
      permission: 'METRICS/EDIT:VIEW',
      flag: 'dataCollection',
      available: true,
    });
  });
  it('gives cofounders the startup file in the mobile navigation', () => {
    expect(MOBILE_NAV_ENTRIES.find((entry) => entry.name === 'startupFile')).toMatchObject({
      path: '/startup/file',
      roles: ['Cofounder'],
      available: true,
    });
  });
});

describe('navigation entry of the milestone templates (spec 01 §2.3)', () => {
  it('offers Milestone templates under Programmes to the staff roles', () => {
    expect(SIDEBAR_ENTRIES.find((entry) => entry.name === 'milestoneTemplates')).toMatchObject({
      path: '/startups/programs/incubator-plans',
      parent: 'programs',
      available: true,
    });
  });
});
