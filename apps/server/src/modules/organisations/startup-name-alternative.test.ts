import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import type { IncubatorRow } from './index.ts';

let server: TestServer;
let organisation: IncubatorRow;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  organisation = await server.createOrganisationWithRoles({ name: 'Word Lab', defaultLanguage: 'fr' });
  const admin = await server.createUser(organisation, { roleType: 'Admin' });
  adminToken = (await server.signIn(organisation, admin.email)).token;
});
afterAll(async () => {
  await server.close();
});

const SAVE =
  'mutation ($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { startupNameAlternative { active label { language value } pluralLabel { language value } } } }';
const READ =
  'query UseStartupLabel { startupNameAlternative { active label { language value } pluralLabel { language value } } }';

interface Alternative {
  active: boolean;
  label: { language: string; value: string }[];
  pluralLabel: { language: string; value: string }[];
}

const save = (startupNameAlternative: Alternative, token = adminToken) =>
  server.graphql<{ updateIncubatorSettings: { startupNameAlternative: Alternative } }>(SAVE, {
    host: hostOf(organisation),
    token,
    variables: { input: { startupNameAlternative } },
  });
/** What anybody, signed in or not, reads (UseStartupLabel). */
const read = async () =>
  (await server.graphql<{ startupNameAlternative: Alternative }>(READ, { host: hostOf(organisation) })).data
    ?.startupNameAlternative;

describe("the organisation's word for a startup", () => {
  it('is saved by an admin, trimmed and without empty words, and read back through UseStartupLabel', async () => {
    const result = await save({
      active: true,
      label: [
        { language: 'en', value: '  Venture ' },
        { language: 'fr', value: 'Projet' },
        { language: 'de', value: '' },
      ],
      pluralLabel: [
        { language: 'en', value: 'Ventures' },
        { language: 'fr', value: ' Projets' },
        { language: 'de', value: '  ' },
      ],
    });
    expect(result.errors).toBeUndefined();
    const expected = {
      active: true,
      label: [
        { language: 'en', value: 'Venture' },
        { language: 'fr', value: 'Projet' },
      ],
      pluralLabel: [
        { language: 'en', value: 'Ventures' },
        { language: 'fr', value: 'Projets' },
      ],
    };
    expect(result.data?.updateIncubatorSettings.startupNameAlternative).toEqual(expected);
    expect(await read()).toEqual(expected);

    // Switched off, the words stay for the next time.
    expect((await save({ ...expected, active: false })).errors).toBeUndefined();
    expect(await read()).toEqual({ ...expected, active: false });
  });

  it('refuses an unknown language, a word over 40 characters and a missing plural, saving nothing', async () => {
    const before = await read();
    const result = await save({
      active: true,
      label: [
        { language: 'en', value: 'Venture' },
        { language: 'xx', value: 'Thing' },
        { language: 'es', value: 'Proyecto' },
      ],
      pluralLabel: [
        { language: 'en', value: 'V'.repeat(41) },
        { language: 'es', value: '' },
      ],
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: expect.arrayContaining([
        { field: 'startupNameAlternative.label.1.language', message: 'Language is not one of the available languages' },
        {
          field: 'startupNameAlternative.pluralLabel.0.value',
          message: 'Plural must be less than or equal to 40 characters',
        },
      ]),
    });
    const missingPlural = await save({
      active: true,
      label: [
        { language: 'en', value: 'Venture' },
        { language: 'es', value: 'Proyecto' },
      ],
      pluralLabel: [
        { language: 'en', value: 'Ventures' },
        { language: 'es', value: ' ' },
      ],
    });
    expect(missingPlural.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [
        { field: 'startupNameAlternative.pluralLabel.1.value', message: 'Plural (Español) is a required field' },
      ],
    });
    const twice = await save({
      active: false,
      label: [
        { language: 'en', value: 'Venture' },
        { language: 'en', value: 'Project' },
      ],
      pluralLabel: [],
    });
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'startupNameAlternative.label.1.language', message: 'This language is given twice' }],
    });
    expect(await read()).toEqual(before);
  });

  it('needs, while active, the word in English or in the default language', async () => {
    const onlyGerman = {
      active: true,
      label: [{ language: 'de', value: 'Vorhaben' }],
      pluralLabel: [{ language: 'de', value: 'Vorhaben' }],
    };
    const refused = await save(onlyGerman);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'ValidationError',
      fields: [
        {
          field: 'startupNameAlternative.label',
          message: 'Give the word, singular and plural, in English or in the default language of the organisation',
        },
      ],
    });
    // The default language (French here) is enough, and so is an inactive word in any language.
    const french = {
      active: true,
      label: [{ language: 'fr', value: 'Projet' }],
      pluralLabel: [{ language: 'fr', value: 'Projets' }],
    };
    expect((await save(french)).errors).toBeUndefined();
    expect((await save({ ...onlyGerman, active: false })).errors).toBeUndefined();
    // Changing the default language in the same save counts.
    const withGerman = await server.graphql(SAVE, {
      host: hostOf(organisation),
      token: adminToken,
      variables: { input: { defaultLanguage: 'de', startupNameAlternative: onlyGerman } },
    });
    expect(withGerman.errors).toBeUndefined();
    expect(await read()).toEqual(onlyGerman);
  });

  it('is refused to people without ORGANIZATION:EDIT', async () => {
    const before = await read();
    for (const roleType of ['Staff', 'Cofounder'] as const) {
      const user = await server.createUser(organisation, { roleType });
      const { token } = await server.signIn(organisation, user.email);
      const result = await save(
        { active: true, label: [{ language: 'en', value: 'Team' }], pluralLabel: [{ language: 'en', value: 'Teams' }] },
        token,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    }
    const anonymous = await server.graphql(SAVE, {
      host: hostOf(organisation),
      variables: {
        input: {
          startupNameAlternative: {
            active: true,
            label: [{ language: 'en', value: 'Team' }],
            pluralLabel: [{ language: 'en', value: 'Teams' }],
          },
        },
      },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toMatch(/AuthenticationRequired|Forbidden/);
    expect(await read()).toEqual(before);
  });
});
