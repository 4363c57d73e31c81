import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Item {
  name: string;
  label: string | null;
  path: string | null;
  locked: boolean;
  submenu: Item[];
}
const ITEM = 'name label path locked setup submenu { name label path locked submenu { name path } }';
const SET_UP = `{ setUp { sidebarV2 { ${ITEM} } topNav { ${ITEM} } sitemap { ${ITEM} } createMenu { name path } mobileNav { name path } } }`;

function names(items: Item[]): string[] {
  return items.flatMap((item) => [item.name, ...names(item.submenu ?? [])]);
}

async function signedIn(
  roleType: 'Admin' | 'Staff' | 'Coach' | 'Mentor' | 'Cofounder' | 'Applicant' | 'System',
  org?: { id: string; slug: string },
) {
  const organisation = org ?? (await server.createOrganisationWithRoles());
  const user = await server.createUser(organisation, { roleType });
  const { token } = await server.signIn(organisation, user.email);
  const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(query, { host: hostOf(organisation), token, variables });
  return { organisation, gql, user };
}

type SetUp = { setUp: { sidebarV2: Item[]; topNav: Item[]; sitemap: Item[]; createMenu: Item[]; mobileNav: Item[] } };

describe('the navigation of the signed-in user (setUp)', () => {
  it('gives admins the setup entries and the settings top item, staff neither, and applicants no create menu', async () => {
    const admin = await signedIn('Admin');
    const menus = (await admin.gql<SetUp>(SET_UP)).data?.setUp;
    expect(names(menus?.sidebarV2 ?? [])).toEqual(
      expect.arrayContaining([
        'home',
        'tasks',
        'userTasks',
        'startups',
        'startupPortfolio',
        'startupManagement',
        'programs',
        'mentorsManagement',
        'metricsCollection',
        'startupAnalytics',
        'userAnalytics',
        'startupProfileFields',
        'funnelsManagement',
        'applicationsOverview',
        'setup',
        'usersManagement',
        'customFields',
        'userProfileFields',
        'customFieldsAnalytics',
        'formsManagement',
        'activityFeed',
        'security',
      ]),
    );
    expect(menus?.topNav.map((item) => item.name)).toEqual([
      'home',
      'startups',
      'applications',
      'community',
      'calendar',
      'fields',
      'taxonomy',
      'tasks',
      'settings',
    ]);
    expect(menus?.createMenu.map((item) => item.name)).toEqual([
      'createTask',
      'createEvent',
      'createUser',
      'createProgram',
      'createStartup',
      'createApplicationLead',
      'createFunnel',
      'createForm',
    ]);

    const staff = await signedIn('Staff', admin.organisation);
    const staffMenus = (await staff.gql<SetUp>(SET_UP)).data?.setUp;
    expect(names(staffMenus?.sidebarV2 ?? [])).not.toContain('setup');
    expect(staffMenus?.topNav.map((item) => item.name)).toEqual([
      'home',
      'startups',
      'applications',
      'community',
      'calendar',
      'taxonomy',
      'tasks',
    ]);

    const applicant = await signedIn('Applicant', admin.organisation);
    const applicantMenus = (await applicant.gql<SetUp>(SET_UP)).data?.setUp;
    expect(applicantMenus?.createMenu).toEqual([]);
    expect(names(applicantMenus?.sidebarV2 ?? [])).not.toContain('tasks');
    // Applicants follow their applications from the top navigation and the mobile bar (spec 01 §2.3, §2.4).
    expect(applicantMenus?.topNav.find((item) => item.name === 'applications')?.path).toBe('/applications');
    expect(applicantMenus?.mobileNav.map((item) => item.name)).toEqual(['home', 'applications', 'community']);
  });

  it('shows Metrics and collection to METRICS/EDIT:VIEW (coaches for their startups), not to mentors', async () => {
    const admin = await signedIn('Admin');
    const sidebarOf = async (roleType: 'Coach' | 'Mentor' | 'Cofounder') => {
      const user = await signedIn(roleType, admin.organisation);
      return names((await user.gql<SetUp>(SET_UP)).data?.setUp.sidebarV2 ?? []);
    };
    expect(await sidebarOf('Coach')).toContain('metricsCollection');
    expect(await sidebarOf('Mentor')).not.toContain('metricsCollection');
    expect(await sidebarOf('Cofounder')).not.toContain('metricsCollection');
  });

  it('shows user analytics to staff who manage users (USER:EDIT), not to coaches, mentors or founders', async () => {
    const staff = await signedIn('Staff');
    expect(names((await staff.gql<SetUp>(SET_UP)).data?.setUp.sidebarV2 ?? [])).toContain('userAnalytics');
    for (const roleType of ['Coach', 'Mentor', 'Cofounder'] as const) {
      const user = await signedIn(roleType, staff.organisation);
      expect(names((await user.gql<SetUp>(SET_UP)).data?.setUp.sidebarV2 ?? [])).not.toContain('userAnalytics');
    }
  });

  it('gives a mentor who runs a funnel the Applications entry, without APPLICATION_ALL:VIEW', async () => {
    const admin = await signedIn('Admin');
    const mentor = await signedIn('Mentor', admin.organisation);
    const sidebarOf = async () => names((await mentor.gql<SetUp>(SET_UP)).data?.setUp.sidebarV2 ?? []);
    expect(await sidebarOf()).not.toContain('applicationsOverview');
    const program = await admin.gql<{ createProgram: { _id: string } }>(
      'mutation { createProgram(input: { name: "Spring" }) { _id } }',
    );
    const funnel = await admin.gql<{ createFunnel: { _id: string } }>(
      'mutation ($p: ID!) { createFunnel(input: { name: "Spring call", programId: $p }) { _id } }',
      { p: program.data?.createProgram._id },
    );
    const set = await admin.gql('mutation ($id: ID!, $u: [ID!]!) { setFunnelAdmins(id: $id, userIds: $u) { _id } }', {
      id: funnel.data?.createFunnel._id,
      u: [mentor.user.id],
    });
    expect(set.errors).toBeUndefined();
    expect(await sidebarOf()).toEqual(
      expect.arrayContaining(['applicationsOverview', 'applicationList', 'funnelsManagement']),
    );
  });

  it('drops the entries of a feature flag that is off', async () => {
    const admin = await signedIn('Admin');
    await server.database.ownerQuery(
      "insert into feature_flags (incubator_id, name, enabled) values ($1, 'activityFeed', false)",
      [admin.organisation.id],
    );
    const menus = (await admin.gql<SetUp>(SET_UP)).data?.setUp;
    expect(names(menus?.sidebarV2 ?? [])).not.toContain('activityFeed');
    const log = await admin.gql('{ activityLog { totalCount } }');
    expect(log.errors?.[0]?.message).toBe('This feature is switched off for your organisation');
  });

  it('lets CUSTOM_NAV:EDIT rename, reorder, hide and lock entries for the whole organisation, and records it', async () => {
    const admin = await signedIn('Admin');
    const entries = await admin.gql<{ customNavigation: { name: string }[] }>(
      '{ customNavigation { name position hidden locked label } }',
    );
    expect(entries.data?.customNavigation.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['home', 'tasks', 'settings']),
    );
    const updated = await admin.gql<{ updateCustomNavigation: { name: string; label: string | null }[] }>(
      'mutation { updateCustomNavigation(entries: [{ name: "tasks", label: "To-dos", position: 0, hidden: false, locked: true }, { name: "home", position: 5, hidden: false, locked: false }, { name: "security", hidden: true, locked: false }]) { name label } }',
    );
    expect(updated.errors).toBeUndefined();
    const menus = (await admin.gql<SetUp>(SET_UP)).data?.setUp;
    const tasks = menus?.sidebarV2[0];
    expect(tasks).toMatchObject({ name: 'tasks', label: 'To-dos', locked: true, submenu: [] });
    expect(names(menus?.sidebarV2 ?? [])).not.toContain('security');
    expect(names(menus?.sitemap ?? [])).toContain('security');
    const unknown = await admin.gql(
      'mutation { updateCustomNavigation(entries: [{ name: "nowhere", hidden: true, locked: false }]) { name } }',
    );
    expect(unknown.errors?.[0]?.message).toBe('Unknown navigation entry: nowhere');
    const tooLong = await admin.gql(
      `mutation { updateCustomNavigation(entries: [{ name: "home", label: "${'x'.repeat(41)}", hidden: false, locked: false }]) { name } }`,
    );
    expect(tooLong.errors?.[0]?.message).toBe('Label must be less than or equal to 40 characters');
    const log = await admin.gql<{ activityLog: { results: { action: string }[] } }>(
      '{ activityLog { results { action } } }',
    );
    expect(log.data?.activityLog.results.map((r) => r.action)).toContain('navigation.updated');
    const staff = await signedIn('Staff', admin.organisation);
    const refused = await staff.gql('{ customNavigation { name } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ForbiddenError' });
  });
});
