import { FEATURE_FLAGS } from '@cohort/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const ORGANISATION_QUERY = /* GraphQL */ `
  query PublicIncubator {
    publicIncubator {
      id _id name slug description logo logoSquare whiteLogo currency timezone address defaultLanguage dateFormat
      allowUserSelfDelete allowWriteInOptionInUserSkills gtmId createdAt maxSessions publicHomePath notFoundPath
      startupNameAlternative { active label { language value } pluralLabel { language value } }
      seo { active seoTitle seoDescription }
      termsAndServicesUrl
      customLogin { active text url buttonBackgroundColor buttonTextColor }
      generalEmail { address } supportEmail { address }
      brandPalette {
        sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
        login { logoType }
      }
      loginProviders { provider enabled }
      layoutCustomization { login { colors { primaryButtonBackground } showExploreLink } home { showExploreLink } }
    }
  }
`;

interface PublicIncubator {
  publicIncubator: Record<string, unknown> & {
    name: string;
    slug: string;
    brandPalette: { sidebar: { backgroundColor: string } };
  };
}

describe('the organisation is resolved from the host name', () => {
  it('gives each organisation its own record and branding', async () => {
    const north = await server.createOrganisation({
      name: 'North Star Ventures',
      values: {
        brandPalette: {
          sidebar: {
            backgroundColor: '#112233',
            textColor: '#ffffff',
            activeItemBackgroundColor: '#223344',
            activeItemTextColor: '#ffffff',
            activeSubItemTextColor: '#aabbcc',
            logoType: 'REVERSE',
          },
          login: { logoType: 'DEFAULT' },
        },
        supportEmail: 'help@north.test',
      },
    });
    const south = await server.createOrganisation({ name: 'South Bay Labs' });
    const a = await server.graphql<PublicIncubator>(ORGANISATION_QUERY, { host: hostOf(north) });
    const b = await server.graphql<PublicIncubator>(ORGANISATION_QUERY, { host: hostOf(south) });
    expect(a.errors).toBeUndefined();
    expect(a.data?.publicIncubator).toMatchObject({
      name: 'North Star Ventures',
      slug: north.slug,
      supportEmail: { address: 'help@north.test' },
      brandPalette: { sidebar: { backgroundColor: '#112233', logoType: 'REVERSE' } },
      currency: 'USD',
      defaultLanguage: 'en',
      maxSessions: 5,
    });
    expect(b.data?.publicIncubator.name).toBe('South Bay Labs');
    expect(b.data?.publicIncubator.brandPalette.sidebar.backgroundColor).not.toBe('#112233');
  });

  it('skips an api. label in front of the organisation', async () => {
    const organisation = await server.createOrganisation({ name: 'Api Prefixed' });
    const result = await server.graphql<PublicIncubator>('{ publicIncubator { name } }', {
      host: `api.${organisation.slug}.localhost:4000`,
    });
    expect(result.data?.publicIncubator.name).toBe('Api Prefixed');
  });

  it('answers on the custom domain of an organisation', async () => {
    const organisation = await server.createOrganisation({
      name: 'Custom Domain Co',
      values: { customDomain: 'programme.custom.test' },
    });
    const result = await server.graphql<PublicIncubator>('{ publicIncubator { name slug } }', {
      host: 'programme.custom.test',
    });
    expect(result.data?.publicIncubator).toEqual({ name: 'Custom Domain Co', slug: organisation.slug });
  });

  it('uses the default organisation for a bare localhost or an IP address', async () => {
    const fallback = await server.createOrganisation({ name: 'Fallback Org' });
    const other = await startTestServerWithDefault(fallback.slug);
    try {
      for (const host of ['localhost:4000', '127.0.0.1:4000']) {
        const result = await other.graphql<PublicIncubator>('{ publicIncubator { name } }', { host });
        expect(result.data?.publicIncubator.name).toBe('Fallback Org');
      }
    } finally {
      await other.app.close();
    }
  });
});

async function startTestServerWithDefault(slug: string) {
  const { buildApp } = await import('../../app.ts');
  const { loadConfig } = await import('../../config.ts');
  const config = loadConfig(
    { NODE_ENV: 'test', COHORT_LOG_LEVEL: 'silent', COHORT_DEFAULT_ORG: slug },
    { webDist: '/nonexistent' },
  );
  const app = await buildApp(config, server.database);
  return {
    app,
    graphql: <T>(query: string, options: { host: string }) =>
      app.fastify
        .inject({
          method: 'POST',
          url: '/graphql',
          headers: { host: options.host, 'content-type': 'application/json', 'apollo-require-preflight': '1' },
          payload: JSON.stringify({ query }),
        })
        .then((response) => JSON.parse(response.body) as { data?: T }),
  };
}

describe('feature flags and plan', () => {
  it('lists every flag of the spec with the stored value or its default', async () => {
    const organisation = await server.createOrganisation({ featureFlags: { course: false, hidePoweredBy: true } });
    const selection = FEATURE_FLAGS.map((name) => `${name} { name enabled }`).join(' ');
    const result = await server.graphql<{
      incubator: { id: string; featureFlags: Record<string, { name: string; enabled: boolean }> };
    }>(`query FeatureFlags { incubator { id featureFlags { ${selection} } } }`, { host: hostOf(organisation) });
    expect(result.errors).toBeUndefined();
    const flags = result.data?.incubator.featureFlags ?? {};
    expect(Object.keys(flags)).toHaveLength(FEATURE_FLAGS.length);
    expect(flags.course).toEqual({ name: 'course', enabled: false });
    expect(flags.hidePoweredBy).toEqual({ name: 'hidePoweredBy', enabled: true });
    expect(flags.newsFeed?.enabled).toBe(true);
    expect(flags.publicApi?.enabled).toBe(false);
  });

  it('accepts its own id or slug as incubatorId', async () => {
    const organisation = await server.createOrganisation({ name: 'Self Named' });
    for (const id of [organisation.id, organisation.slug]) {
      const result = await server.graphql<{ incubator: { name: string } }>(
        'query ($id: ID) { incubator(incubatorId: $id) { name } }',
        { host: hostOf(organisation), variables: { id } },
      );
      expect(result.data?.incubator.name).toBe('Self Named');
    }
  });
});

describe('public settings queries', () => {
  it('UseStartupLabel returns the alternative word for a startup', async () => {
    const organisation = await server.createOrganisation({
      values: {
        startupNameAlternative: {
          active: true,
          label: [
            { language: 'en', value: 'Venture' },
            { language: 'fr', value: 'Projet' },
          ],
          pluralLabel: [
            { language: 'en', value: 'Ventures' },
            { language: 'fr', value: 'Projets' },
          ],
        },
      },
    });
    const result = await server.graphql(
      'query UseStartupLabel { startupNameAlternative { active label { language value } pluralLabel { value } } }',
      {
        host: hostOf(organisation),
      },
    );
    expect(result.data).toEqual({
      startupNameAlternative: {
        active: true,
        label: [
          { language: 'en', value: 'Venture' },
          { language: 'fr', value: 'Projet' },
        ],
        pluralLabel: [{ value: 'Ventures' }, { value: 'Projets' }],
      },
    });
  });

  it('UseLayoutCustomization returns defaults built from the login button colour when none is stored', async () => {
    const organisation = await server.createOrganisation({
      values: {
        customLogin: {
          active: true,
          text: 'Hi',
          url: 'https://x.test',
          buttonBackgroundColor: '#aa5500',
          buttonTextColor: '#ffffff',
        },
      },
    });
    const result = await server.graphql<{
      layoutCustomization: Record<
        string,
        { colors: { primaryButtonBackground: string }; header: { isVisible: boolean } }
      >;
    }>(
      'query UseLayoutCustomization { layoutCustomization { login { colors { primaryButtonBackground } header { isVisible } } apply { header { isVisible } } home { header { isVisible } } } }',
      { host: hostOf(organisation) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.layoutCustomization.login?.colors.primaryButtonBackground).toBe('#aa5500');
    expect(result.data?.layoutCustomization.home?.header.isVisible).toBe(true);
  });
});

describe('settings mutations', () => {
  it('lets the System role switch a feature flag, and nobody else', async () => {
    const organisation = await server.createOrganisationWithRoles();
    const system = await server.createUser(organisation, { roleType: 'System' });
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const systemToken = (await server.signIn(organisation, system.email)).token;
    const adminToken = (await server.signIn(organisation, admin.email)).token;
    const denied = await server.graphql('mutation { setFeatureFlag(name: auth0, enabled: true) { enabled } }', {
      host: hostOf(organisation),
      token: adminToken,
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    const anonymous = await server.graphql('mutation { setFeatureFlag(name: auth0, enabled: true) { enabled } }', {
      host: hostOf(organisation),
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    const set = await server.graphql('mutation { setFeatureFlag(name: auth0, enabled: true) { name enabled } }', {
      host: hostOf(organisation),
      token: systemToken,
    });
    expect(set.data).toEqual({ setFeatureFlag: { name: 'auth0', enabled: true } });
    const flags = await server.graphql<{ incubator: { featureFlags: { auth0: { enabled: boolean } } } }>(
      '{ incubator { featureFlags { auth0 { enabled } } } }',
      { host: hostOf(organisation) },
    );
    expect(flags.data?.incubator.featureFlags.auth0.enabled).toBe(true);
  });

  it('lets admins configure login providers, keeps the secret private and validates the issuer', async () => {
    const organisation = await server.createOrganisationWithRoles();
    const admin = await server.createUser(organisation, { roleType: 'Admin' });
    const coach = await server.createUser(organisation, { roleType: 'Coach' });
    const token = (await server.signIn(organisation, admin.email)).token;
    const mutation =
      'mutation ($p: [LoginProviderInput!]!) { updateLoginProviders(providers: $p) { loginProviders { provider enabled } } }';
    const providers = [
      { provider: 'local', enabled: true },
      {
        provider: 'oidc',
        enabled: true,
        issuer: 'https://id.example.test',
        clientId: 'abc',
        clientSecret: 's3cret-value',
      },
    ];
    const coachToken = (await server.signIn(organisation, coach.email)).token;
    expect(
      (await server.graphql(mutation, { host: hostOf(organisation), token: coachToken, variables: { p: providers } }))
        .errors?.[0]?.extensions?.code,
    ).toBe('ForbiddenError');
    const saved = await server.graphql(mutation, { host: hostOf(organisation), token, variables: { p: providers } });
    expect(saved.data).toEqual({
      updateLoginProviders: {
        loginProviders: [
          { provider: 'local', enabled: true },
          { provider: 'oidc', enabled: true },
        ],
      },
    });
    expect(JSON.stringify(saved)).not.toContain('s3cret-value');
    const withoutSecret = [
      providers[0],
      { provider: 'oidc', enabled: true, issuer: 'https://id.example.test', clientId: 'abc' },
    ];
    await server.graphql(mutation, { host: hostOf(organisation), token, variables: { p: withoutSecret } });
    const [row] = await server.database.ownerQuery<{ login_providers: Array<{ clientSecret?: string }> }>(
      'select login_providers from incubators where id = $1',
      [organisation.id],
    );
    expect(row?.login_providers[1]?.clientSecret).toBe('s3cret-value');
    const invalid = await server.graphql(mutation, {
      host: hostOf(organisation),
      token,
      variables: { p: [{ provider: 'oidc', enabled: true, issuer: 'not a url' }] },
    });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('ValidationError');
  });
});
