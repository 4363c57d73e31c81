import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../../../test/harness.ts';
import { INCUBATOR_UPDATED, type IncubatorRow, incubators } from '../../modules/organisations/index.ts';
import { withTenant } from '../db/tenant.ts';
import { eq } from 'drizzle-orm';

let server: TestServer;
let organisation: IncubatorRow;
beforeAll(async () => {
  server = await startTestServer();
  organisation = await server.createOrganisation({ name: 'Transport Test Lab' });
});
afterAll(async () => {
  await server.close();
});

async function post(payload: string, headers: Record<string, string>) {
  const response = await server.app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: hostOf(organisation), 'content-type': 'application/json', ...headers },
    payload,
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as {
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
      data?: unknown;
    },
  };
}

const NAME_QUERY = JSON.stringify({ query: '{ publicIncubator { name } }' });

describe('cross-site request forgery prevention', () => {
  it('refuses a POST without a preflight-forcing header', async () => {
    const { status, body } = await post(NAME_QUERY, {});
    expect(status).toBe(403);
    expect(body.errors?.[0]?.message).toContain('apollo-require-preflight');
  });

  it.each(['apollo-require-preflight', 'x-graphql-yoga-csrf'])('accepts the %s header', async (header) => {
    const { status, body } = await post(NAME_QUERY, { [header]: 'true' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ publicIncubator: { name: 'Transport Test Lab' } });
  });
});

describe('bad requests get clear 4xx errors, never a 500', () => {
  const preflight = { 'apollo-require-preflight': 'true' };
  it('malformed JSON', async () => {
    const { status } = await post('{"query": ', preflight);
    expect(status).toBe(400);
  });

  it('a syntax error', async () => {
    const { status, body } = await post(JSON.stringify({ query: '{ publicIncubator { name ' }), preflight);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('an unknown field', async () => {
    const { status, body } = await post(JSON.stringify({ query: '{ publicIncubator { nope } }' }), preflight);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: publicIncubator { name }`).join(' ');
    const { status, body } = await post(JSON.stringify({ query: `{ ${aliases} }` }), preflight);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit/);
  });

  it('a query nested too deep', async () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`);
    const { status, body } = await post(
      JSON.stringify({ query: `{ __schema { types { fields { type { ${nested(16)} } } } } }` }),
      preflight,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/depth limit/i);
  });

  it('too many tokens', async () => {
    const fields = Array.from({ length: 2100 }, () => 'name').join(' ');
    const { status, body } = await post(JSON.stringify({ query: `{ publicIncubator { ${fields} } }` }), preflight);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Token limit/i);
  });

  it('a query that costs too much', async () => {
    // Each spread of the fragment is counted again: few tokens, a large cost.
    const spreads = Array.from({ length: 400 }, () => '...Layouts').join(' ');
    const fragment =
      'fragment Layouts on Incubator { layoutCustomization { login { colors { link text heading } header { height } } apply { colors { link text } } home { colors { link } } } }';
    const { status, body } = await post(
      JSON.stringify({ query: `{ publicIncubator { ${spreads} } } ${fragment}` }),
      preflight,
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body.errors)).toMatch(/cost|Validation aborted/i);
  });
});

describe('error codes', () => {
  it('IncubatorNotFoundError for an address of no organisation', async () => {
    const result = await server.graphql('{ publicIncubator { name } }', {
      host: 'no-such-organisation.localhost:4000',
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('IncubatorNotFoundError');
  });

  it('AuthenticationRequiredError for a field that needs a signed-in user', async () => {
    const result = await server.graphql('{ publicIncubator { planInfo { employeeCountLimit } } }', {
      host: hostOf(organisation),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it("ForbiddenError when asking for another organisation's record", async () => {
    const other = await server.createOrganisation();
    const result = await server.graphql('query ($id: ID) { incubator(incubatorId: $id) { name } }', {
      host: hostOf(organisation),
      variables: { id: other.id },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('ForbiddenError');
    expect(JSON.stringify(result)).not.toContain(other.name);
  });
});

describe('the organisation record', () => {
  it('answers the public record from memory, with no statement, and sees a change at once', async () => {
    const host = hostOf(organisation);
    const name = async () =>
      (await server.graphql<{ publicIncubator: { name: string } }>('{ publicIncubator { name } }', { host })).data
        ?.publicIncubator.name;
    await name();
    const before = server.statementCount();
    expect(await name()).toBe('Transport Test Lab');
    expect(server.statementCount() - before).toBe(0);
    await withTenant(server.database.db, organisation.id, (tx) =>
      tx.update(incubators).set({ name: 'Transport Test Lab, renamed' }).where(eq(incubators.id, organisation.id)),
    );
    expect(await name()).toBe('Transport Test Lab, renamed');
    await withTenant(server.database.db, organisation.id, (tx) =>
      tx.update(incubators).set({ name: 'Transport Test Lab' }).where(eq(incubators.id, organisation.id)),
    );
    expect(await name()).toBe('Transport Test Lab');
  });
});

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await server.app.fastify.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
  });

  it('GET /readyz answers 200 when the database is reachable and 503 when it is not', async () => {
    const other = await startTestServer();
    expect((await other.app.fastify.inject({ url: '/readyz' })).statusCode).toBe(200);
    await other.database.close();
    const response = await other.app.fastify.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    await other.app.close();
  });
});

describe('subscriptions over graphql-ws on /graphql', () => {
  it("delivers the organisation's live events with the connection parameters of the spec", async () => {
    await server.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.fastify.server.address() as AddressInfo;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: {
        sessionId: 'test-session',
        incubator: organisation.slug,
        userAgent: 'vitest',
        authorization: undefined,
      },
      retryAttempts: 0,
    });
    const received = new Promise<unknown>((resolve, reject) => {
      const unsubscribe = client.subscribe(
        { query: 'subscription { incubatorUpdated { name slug } }' },
        {
          next: (value) => {
            unsubscribe();
            resolve(value);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // The subscription is registered asynchronously; publish until it is heard.
    const timer = setInterval(() => server.app.pubsub.publish(organisation.id, INCUBATOR_UPDATED, {}), 50);
    try {
      await expect(received).resolves.toEqual({
        data: { incubatorUpdated: { name: 'Transport Test Lab', slug: organisation.slug } },
      });
    } finally {
      clearInterval(timer);
      await client.dispose();
    }
  });
});
