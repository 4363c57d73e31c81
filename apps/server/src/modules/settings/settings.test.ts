import { defaultLayout } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import type { IncubatorRow } from '../organisations/index.ts';

let server: TestServer;
let organisation: IncubatorRow;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  organisation = await server.createOrganisationWithRoles({ name: 'Settings Lab' });
  const admin = await server.createUser(organisation, { roleType: 'Admin', firstName: 'Ada', lastName: 'Admin' });
  adminToken = (await server.signIn(organisation, admin.email)).token;
});
afterAll(async () => {
  await server.close();
});

const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token = adminToken) =>
  server.graphql<T>(query, { host: hostOf(organisation), token, variables });

const SETTINGS =
  'mutation ($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { name currency timezone defaultLanguage maxSessions slug } }';

describe('organisation settings', () => {
  it('saves the general settings and records the change in the activity feed', async () => {
    const result = await gql<{ updateIncubatorSettings: Record<string, unknown> }>(SETTINGS, {
      input: {
        name: 'Settings Lab Renamed',
        currency: 'EUR',
        timezone: 'Europe/Paris',
        defaultLanguage: 'fr',
        maxSessions: 3,
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateIncubatorSettings).toMatchObject({
      name: 'Settings Lab Renamed',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      defaultLanguage: 'fr',
      maxSessions: 3,
    });
    const log = await gql<{
      activityLog: {
        results: Array<{
          action: string;
          actorName: string;
          before: Record<string, unknown>;
          after: Record<string, unknown>;
        }>;
      };
    }>(
      '{ activityLog(action: "organisation.settings.updated") { results { action actorName before after } totalCount } }',
    );
    expect(log.data?.activityLog.results[0]).toMatchObject({
      action: 'organisation.settings.updated',
      actorName: 'Ada Admin',
      before: { name: 'Settings Lab', currency: 'USD' },
      after: { name: 'Settings Lab Renamed', currency: 'EUR' },
    });
  });

  it('refuses an invalid currency, timezone, language or colour with specific messages, saving nothing', async () => {
    const before = await gql<{ incubator: { name: string } }>('{ incubator { name } }');
    const result = await gql(SETTINGS, {
      input: { name: 'Should Not Save', currency: 'DOGE', timezone: 'Mars/Olympus', defaultLanguage: 'xx' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: expect.arrayContaining([
        { field: 'currency', message: 'Currency is not one of the supported currencies' },
        { field: 'timezone', message: 'Timezone is not a valid time zone' },
        { field: 'defaultLanguage', message: 'Default language is not one of the available languages' },
      ]),
    });
    expect((await gql<{ incubator: { name: string } }>('{ incubator { name } }')).data?.incubator.name).toBe(
      before.data?.incubator.name,
    );
  });

  it('refuses a slug another organisation has', async () => {
    const other = await server.createOrganisationWithRoles();
    const result = await gql(SETTINGS, { input: { slug: other.slug } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [{ field: 'slug', message: 'This address is already taken' }],
    });
  });

  it('is refused to roles without ORGANIZATION:EDIT', async () => {
    const staff = await server.createUser(organisation, { roleType: 'Staff' });
    const { token } = await server.signIn(organisation, staff.email);
    const result = await gql(SETTINGS, { input: { name: 'Staff was here' } }, token);
    expect(result.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
  });
});

describe('branding', () => {
  const BRANDING =
    'mutation ($input: BrandingInput!) { updateBranding(input: $input) { brandPalette { sidebar { backgroundColor logoType } } logo } }';
  const palette = (backgroundColor: string) => ({
    sidebar: {
      backgroundColor,
      textColor: '#ffffff',
      activeItemBackgroundColor: '#222222',
      activeItemTextColor: '#ffffff',
      activeSubItemTextColor: '#eeeeee',
      logoType: 'REVERSE',
    },
    login: { logoType: 'DEFAULT' },
  });

  it('changes the palette and a logo, and the public page shows them', async () => {
    const logo = `data:image/png;base64,${Buffer.from('fake png bytes').toString('base64')}`;
    const result = await gql(BRANDING, { input: { brandPalette: palette('#0a7f5a'), logo } });
    expect(result.errors).toBeUndefined();
    const page = await server.graphql<{
      publicIncubator: { brandPalette: { sidebar: { backgroundColor: string } }; logo: string };
    }>('{ publicIncubator { brandPalette { sidebar { backgroundColor } } logo } }', { host: hostOf(organisation) });
    expect(page.data?.publicIncubator).toEqual({ brandPalette: { sidebar: { backgroundColor: '#0a7f5a' } }, logo });
  });

  it('refuses an invalid colour, a file that is not an image and a logo over 512 KB', async () => {
    expect((await gql(BRANDING, { input: { brandPalette: palette('green-ish') } })).errors?.[0]?.extensions?.code).toBe(
      'ValidationError',
    );
    const notImage = await gql(BRANDING, {
      input: { logo: `data:text/html;base64,${Buffer.from('<script>').toString('base64')}` },
    });
    expect(notImage.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'logo', message: 'Logo must be a PNG, JPEG, WebP or SVG image' }],
    });
    const huge = await gql(BRANDING, {
      input: { logoSquare: `data:image/png;base64,${Buffer.alloc(600 * 1024).toString('base64')}` },
    });
    expect(huge.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'logoSquare', message: 'Square logo must be less than or equal to 512 KB' }],
    });
  });
});

describe('layout customization', () => {
  it('saves the login page layout and refuses an invalid one', async () => {
    const layout = { ...defaultLayout('#123456'), showExploreLink: true };
    const saved = await gql<{
      updateLayoutCustomization: {
        layoutCustomization: { login: { showExploreLink: boolean; colors: { link: string } } };
      };
    }>(
      'mutation ($layout: JSON!) { updateLayoutCustomization(page: login, layout: $layout) { layoutCustomization { login { showExploreLink colors { link } } } } }',
      { layout },
    );
    expect(saved.data?.updateLayoutCustomization.layoutCustomization.login).toEqual({
      showExploreLink: true,
      colors: { link: '#123456' },
    });
    const invalid = await gql(
      'mutation ($layout: JSON!) { updateLayoutCustomization(page: home, layout: $layout) { id } }',
      { layout: { ...layout, content: { columnWidth: 5, columns: 9 } } },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });
});

describe('the activity feed', () => {
  it('is for the admin group, newest first, filterable', async () => {
    const all = await gql<{ activityLog: { totalCount: number; results: Array<{ action: string }> } }>(
      '{ activityLog { totalCount results { action } } }',
    );
    expect(all.data?.activityLog.totalCount).toBeGreaterThanOrEqual(3);
    const mentor = await server.createUser(organisation, { roleType: 'Mentor' });
    const { token } = await server.signIn(organisation, mentor.email);
    expect((await gql('{ activityLog { totalCount } }', {}, token)).errors?.[0]?.extensions?.code).toBe(
      'ForbiddenError',
    );
  });
});
