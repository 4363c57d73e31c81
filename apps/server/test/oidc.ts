import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  emailVerified?: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port, with its development login and consent
 * pages: any login name is accepted and becomes the account's e-mail.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  unverified?: string[];
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const unverified = new Set(options.unverified ?? []);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'cohort-test',
        client_secret: 'cohort-test-secret',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: !unverified.has(id), name: id.split('@')[0] }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['cohort-test-cookie-key'] },
    clientBasedCORS: () => true,
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: 'cohort-test',
    clientSecret: 'cohort-test-secret',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's login and consent pages as a browser would, until it redirects back to `redirectPrefix`. */
export async function signInAtProvider(authorizeUrl: string, login: string, redirectPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizeUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    remember(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`The provider page has no form:\n${html.slice(0, 500)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), url).href;
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'anything' })
      : new URLSearchParams({ prompt: 'consent' });
    url = target;
  }
  throw new Error('The provider did not redirect back');
}
