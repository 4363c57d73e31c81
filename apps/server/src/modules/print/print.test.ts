import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';

// The rendering itself runs in the browser tests (e2e/startup-print.e2e.ts), which serve the web app.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ chromiumPath: '/nonexistent/chromium' });
});
afterAll(async () => {
  await server.close();
});

describe('the startup PDF export', () => {
  it('checks the session and the startup file before rendering, and says when no Chromium is installed', async () => {
    const org = await server.createOrganisationWithRoles();
    const host = hostOf(org);
    const admin = await server.createUser(org, { roleType: 'Admin' });
    const { token } = await server.signIn(org, admin.email);
    const created = await server.graphql<{ createStartup: { _id: string } }>(
      'mutation { createStartup(input: { name: "Solaris" }) { _id } }',
      { host, token },
    );
    const id = created.data?.createStartup._id;
    const get = (path: string, headers: Record<string, string> = {}) =>
      server.app.fastify.inject({ method: 'GET', url: path, headers: { host, ...headers } });
    expect((await get(`/api/startups/${id}/pdf`)).statusCode).toBe(401);
    const unavailable = await get(`/api/startups/${id}/pdf`, { authorization: `Bearer ${token}` });
    expect(unavailable.statusCode).toBe(503);
    expect(JSON.parse(unavailable.body).message).toBe('PDF export is not available on this server');
    expect((await get('/api/startups/not-a-uuid/pdf', { authorization: `Bearer ${token}` })).statusCode).toBe(404);

    const other = await server.createOrganisationWithRoles();
    const stranger = await server.createUser(other, { roleType: 'Admin' });
    const foreign = await server.signIn(other, stranger.email);
    const hidden = await server.app.fastify.inject({
      method: 'GET',
      url: `/api/startups/${id}/pdf`,
      headers: { host: hostOf(other), authorization: `Bearer ${foreign.token}` },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
