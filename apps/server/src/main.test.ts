import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/harness.ts';
import { freePort, startServerProcess } from '../test/server-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-main-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function demoOrganisationId(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' },
    body: JSON.stringify({ query: '{ publicIncubator { id name } }' }),
  });
  const body = (await response.json()) as { data: { publicIncubator: { id: string; name: string } } };
  expect(body.data.publicIncubator.name).toBe('Demo Accelerator');
  return body.data.publicIncubator.id;
}

describe.runIf(testDatabaseKind === 'pglite')('the server process', () => {
  it('starts on the embedded database with the demo organisations, stops on SIGTERM, and keeps its data', {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const first = await startServerProcess({ port, dataDir });
    expect(first.output()).toContain('admin@demo.cohort.test');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const id = await demoOrganisationId(port);
    // The server exits 0 only when it drained and closed within its own 10 s deadline (it exits 1 past it).
    expect(await first.stop(15_000)).toBe(0);

    const second = await startServerProcess({ port, dataDir });
    try {
      expect(await demoOrganisationId(port)).toBe(id);
    } finally {
      expect(await second.stop(15_000)).toBe(0);
    }
  });
});
