import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer, testDatabaseKind } from '../../test/harness.ts';
import { listening, waitFor } from '../../test/drills.ts';

/**
 * Drill of issue 11: two app instances (buildApp twice, each on its own connection pool to the same PostgreSQL
 * database, sharing Redis for live events). A session ended on one instance is refused on the other within one
 * second, and the other instance's websocket tells that session it ended; the organisation cache never answers one
 * organisation's record on another's host, and a rename on one instance shows on both within one second.
 */

const REDIS_URL = 'redis://127.0.0.1:6379';
const WITHIN_MS = 1_000;
const redisUp = testDatabaseKind === 'postgres' && (await listening(6379));
if (testDatabaseKind === 'postgres' && !redisUp) {
  console.warn(`The drill of two instances needs Redis at ${REDIS_URL}; it is skipped.`);
}

let a: TestServer;
let b: TestServer;
let redis: Redis;
const sockets: Client[] = [];

beforeAll(async () => {
  if (!redisUp) return;
  a = await startTestServer({ redisUrl: REDIS_URL });
  b = await startTestServer({ redisUrl: REDIS_URL });
  redis = new Redis(REDIS_URL);
  await b.app.fastify.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  if (!redisUp) return;
  for (const socket of sockets) await socket.dispose();
  redis.disconnect();
  await a.close();
  await b.close();
});

const CURRENT_USER = '{ currentUser { email } }';

/** Subscribes over B's websocket as the web app does; collects what arrives and whether the subscription ended. */
function subscribeOnB(organisation: { slug: string }, token: string, query: string, variables = {}) {
  const { port } = b.app.fastify.server.address() as AddressInfo;
  const socket = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { incubator: organisation.slug, authorization: `Bearer ${token}`, userAgent: 'drill' },
    retryAttempts: 0,
    lazy: false,
  });
  sockets.push(socket);
  const events: Array<{ at: number; value: unknown }> = [];
  const state = { ended: false, error: null as unknown };
  socket.subscribe(
    { query, variables },
    {
      next: (value) => events.push({ at: performance.now(), value }),
      error: (error) => {
        state.error = error;
        state.ended = true;
      },
      complete: () => {
        state.ended = true;
      },
    },
  );
  return { socket, events, state };
}

/** Waits until Redis has a subscriber on the channel of an organisation's event (the subscription is registered). */
async function subscribedInRedis(channel: string): Promise<void> {
  await waitFor(async () => {
    const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count) > 0;
  }, 5_000);
}

describe.runIf(redisUp)('two app instances on one PostgreSQL database, with Redis', () => {
  it('refuses on B, within a second, a session ended on A, and tells its websocket on B', async () => {
    const organisation = await a.createOrganisationWithRoles();
    const user = await a.createUser(organisation);
    const host = hostOf(organisation);
    const { token, sessionId } = await a.signIn(organisation, user.email);
    expect((await b.graphql(CURRENT_USER, { host, token })).data).toEqual({ currentUser: { email: user.email } });

    const ended = subscribeOnB(
      organisation,
      token,
      'subscription ($id: ID!) { sessionLoggedOut(sessionId: $id) { sessionId } }',
      { id: sessionId },
    );
    await subscribedInRedis(`${organisation.id}:sessionLoggedOut:${sessionId}`);

    const loggingOut = performance.now();
    const out = await a.graphql<{ logoutSession: boolean }>('mutation ($id: ID!) { logoutSession(sessionId: $id) }', {
      host,
      token,
      variables: { id: sessionId },
    });
    expect(out.data).toEqual({ logoutSession: true });
    await waitFor(async () => {
      const answer = await b.graphql(CURRENT_USER, { host, token });
      return answer.errors?.[0]?.extensions?.code === 'AuthenticationRequiredError';
    }, WITHIN_MS);
    const refusedAfter = performance.now() - loggingOut;
    await waitFor(async () => ended.events.length > 0, WITHIN_MS);
    const heardAfter = (ended.events[0]?.at ?? 0) - loggingOut;
    expect(refusedAfter).toBeLessThan(WITHIN_MS);
    expect(heardAfter).toBeLessThan(WITHIN_MS);
    expect(ended.events[0]?.value).toEqual({ data: { sessionLoggedOut: { sessionId } } });
    // Refused on A as well, and the REST routes of B refuse the token too.
    expect((await a.graphql(CURRENT_USER, { host, token })).errors?.[0]?.extensions?.code).toBe(
      'AuthenticationRequiredError',
    );
    expect((await b.rest('GET', '/api/attachments', { host, token })).status).toBe(401);
    console.info(
      `two instances: the ended session was refused on B ${Math.round(refusedAfter)} ms after the logout on A began; ` +
        `its websocket on B heard sessionLoggedOut after ${Math.round(heardAfter)} ms`,
    );
  });

  it('ends, on B, the other subscriptions of a session ended on A', async () => {
    const organisation = await a.createOrganisationWithRoles();
    const user = await a.createUser(organisation);
    const colleague = await a.createUser(organisation);
    const host = hostOf(organisation);
    const { token, sessionId } = await a.signIn(organisation, user.email);
    const other = await a.signIn(organisation, colleague.email);
    const live = subscribeOnB(organisation, token, 'subscription { notificationCreated { _id } }');
    await subscribedInRedis(`${organisation.id}:notificationCreated:${user.id}`);
    await a.graphql('mutation ($id: ID!) { logoutSession(sessionId: $id) }', {
      host,
      token,
      variables: { id: sessionId },
    });
    // After the logout, a colleague assigns the user a task: a notification for the user.
    const task = await a.graphql(
      'mutation ($due: DateTime!, $a: [AssigneeInput!]!) { createTask(name: "After the logout", dueDate: $due, assignees: $a) { _id } }',
      {
        host,
        token: other.token,
        variables: { due: new Date(Date.now() + 86_400_000).toISOString(), a: [{ type: 'User', value: user.id }] },
      },
    );
    expect(task.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, WITHIN_MS));
    expect(live.events).toEqual([]);
  });

  it('never answers one organisation on the host of another; a rename on one instance shows on both within a second', async () => {
    const x = await a.createOrganisationWithRoles({ name: 'Drill Cache X' });
    const y = await a.createOrganisationWithRoles({ name: 'Drill Cache Y' });
    const adminX = await a.createUser(x);
    const adminY = await a.createUser(y);
    const tokenX = (await a.signIn(x, adminX.email)).token;
    const tokenY = (await b.signIn(y, adminY.email)).token;
    // Both change feeds listen, so both caches serve from memory.
    await waitFor(async () => a.database.changes.live && b.database.changes.live, 5_000);

    const names = new Map([
      [x.id, x.name],
      [y.id, y.name],
    ]);
    const instances = { A: a, B: b };
    let wrong = 0;
    let checks = 0;
    /** One round: each organisation on each instance; counts answers of the wrong organisation or a stale name. */
    const round = async () => {
      const seen: Record<string, string> = {};
      for (const [label, instance] of Object.entries(instances)) {
        for (const organisation of [x, y]) {
          const answer = await instance.graphql<{ publicIncubator: { id: string; name: string; slug: string } }>(
            '{ publicIncubator { id name slug } }',
            { host: hostOf(organisation) },
          );
          const record = answer.data?.publicIncubator;
          checks += 1;
          if (record?.id !== organisation.id || record.slug !== organisation.slug) wrong += 1;
          seen[`${label}:${organisation.id}`] = record?.name ?? '';
        }
      }
      return seen;
    };
    for (let warm = 0; warm < 5; warm += 1) await round();
    // Warm: B answers the public record from memory (no statement at all).
    const before = b.statementCount();
    await b.graphql('{ publicIncubator { id name } }', { host: hostOf(x) });
    expect(b.statementCount()).toBe(before);

    const rename = async (instance: TestServer, organisation: { id: string; slug: string }, token: string) => {
      const name = `Renamed ${organisation.slug.slice(-6)} ${Date.now().toString(36)}`;
      const renamed = await instance.graphql<{ updateIncubatorSettings: { name: string } }>(
        'mutation ($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { name } }',
        { host: hostOf(organisation), token, variables: { input: { name } } },
      );
      expect(renamed.errors).toBeUndefined();
      names.set(organisation.id, name);
      const started = performance.now();
      await waitFor(async () => {
        const seen = await round();
        return Object.entries(seen).every(([key, shown]) => shown === names.get(key.split(':')[1] as string));
      }, WITHIN_MS);
      return performance.now() - started;
    };
    const xOnBoth = await rename(a, x, tokenX);
    const yOnBoth = await rename(b, y, tokenY);
    for (let after = 0; after < 5; after += 1) {
      const seen = await round();
      for (const [key, shown] of Object.entries(seen)) expect(shown).toBe(names.get(key.split(':')[1] as string));
    }
    expect(wrong).toBe(0);
    console.info(
      `organisation cache: ${checks} answers, none of another organisation; a rename on A showed on both instances ` +
        `within ${Math.round(xOnBoth)} ms, one on B within ${Math.round(yOnBoth)} ms`,
    );
  });
});
