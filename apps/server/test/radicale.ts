import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's radicale (`apt-get install radicale`), a real CalDAV server for the calendar sync tests. */
export const RADICALE_PATH = process.env.RADICALE_PATH ?? '/usr/bin/radicale';

export interface RadicaleServer {
  /** http://127.0.0.1:port/ — the server's root, as a person would type it in the calendar settings. */
  url: string;
  /** People who may sign in (plain passwords, test only). */
  users: Record<string, string>;
  /** Stops the server; the next call to any of its addresses is refused (a calendar that went away). */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale exited (${child.exitCode}): ${output()}`);
    try {
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`radicale did not answer at ${url}: ${output()}`);
}

/**
 * Starts radicale on a free port with its own folder: htpasswd users with plain passwords, each owning their
 * collections (`owner_only`), so a wrong password is refused with 401 as by a hosted calendar.
 */
export async function startRadicale(users: Record<string, string>): Promise<RadicaleServer> {
  if (!existsSync(RADICALE_PATH)) {
    throw new Error(`radicale was not found at ${RADICALE_PATH}: sudo apt-get install -y radicale`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'cohort-radicale-'));
  const port = await freePort();
  const usersFile = path.join(folder, 'users');
  await writeFile(
    usersFile,
    `${Object.entries(users)
      .map(([name, password]) => `${name}:${password}`)
      .join('\n')}\n`,
  );
  const config = path.join(folder, 'config');
  await writeFile(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${usersFile}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(RADICALE_PATH, ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilServing(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url,
    users,
    async stop() {
      if (stopped) return;
      stopped = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
