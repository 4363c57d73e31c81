import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcess;
  /** Seconds from spawning to "Cohort is ready". */
  startSeconds: number;
  output(): string;
  /** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * The real server (apps/server/src/main.ts) in its own process on the embedded database, as `npm start` runs it,
 * resolved once it prints that it is ready.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Options for node itself (e.g. --cpu-prof). */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const started = performance.now();
  // The embedded database unless the caller asks for a server (options.env.DATABASE_URL).
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const environment: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    COHORT_DATA_DIR: options.dataDir,
    COHORT_LOG_LEVEL: 'warn',
    ...options.env,
  };
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), MAIN], {
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!output.includes('Cohort is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startSeconds = (performance.now() - started) / 1000;
  return {
    child,
    startSeconds,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
