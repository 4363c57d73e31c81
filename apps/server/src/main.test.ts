import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/harness.ts';

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-main-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    COHORT_DATA_DIR: dataDir,
    COHORT_LOG_LEVEL: 'warn',
  };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (output.includes('Cohort is ready')) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

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
    const first = await start(port);
    expect(first.output()).toContain('admin@demo.cohort.test');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const id = await demoOrganisationId(port);

    const stoppedAt = Date.now();
    const exit = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);

    const second = await start(port);
    try {
      expect(await demoOrganisationId(port)).toBe(id);
    } finally {
      const exit2 = exited(second.child);
      second.child.kill('SIGTERM');
      expect(await exit2).toBe(0);
    }
  });
});
