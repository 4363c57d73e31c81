import { spawn } from 'node:child_process';
import http from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Helpers of the drills (apps/server/src/drills): a plain HTTP client for a server that runs in its own process
 * (it sets the Host header, which fetch does not let us choose), scratch PostgreSQL databases, and the npm scripts.
 */

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  raw: Buffer;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface HttpRequestOptions {
  method?: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The request fails (rejects) when no complete answer came within this time. */
  timeoutMs?: number;
  /** Keep-alive connections to reuse (a ProcessClient's); a connection of its own otherwise. */
  agent?: http.Agent;
}

/** One HTTP request to 127.0.0.1:port; rejects on a network error or after `timeoutMs`. */
export function httpRequest<T = Record<string, unknown>>(
  port: number,
  options: HttpRequestOptions,
): Promise<HttpAnswer<T>> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent: options.agent ?? false,
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host: options.host,
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          let body: unknown = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            body = {};
          }
          resolve({ status: response.statusCode ?? 0, body: body as T, text, raw, ms: performance.now() - started });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs ?? 10_000} ms`)));
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

export interface GraphQLAnswer<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  /** The body as it came. */
  text: string;
  ms: number;
}

/**
 * Talks to a server process as the web app does, on the host of one organisation, over keep-alive connections of
 * its own (as a browser or a load balancer keeps them); `close()` ends them.
 */
export class ProcessClient {
  readonly port: number;
  readonly host: string;
  token: string | undefined;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  constructor(port: number, slug: string) {
    this.port = port;
    this.host = `${slug}.localhost:${port}`;
  }

  /** Closes the client's connections (a server stopping gracefully then has none left open). */
  close(): void {
    this.agent.destroy();
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { timeoutMs?: number; token?: string | null } = {},
  ): Promise<GraphQLAnswer<T>> {
    const token = options.token === undefined ? this.token : options.token;
    const answer = await httpRequest<{ data?: T | null; errors?: GraphQLAnswer<T>['errors'] }>(this.port, {
      agent: this.agent,
      method: 'POST',
      path: '/graphql',
      host: this.host,
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    return {
      status: answer.status,
      data: answer.body.data,
      errors: answer.body.errors,
      text: answer.text,
      ms: answer.ms,
    };
  }

  /** Signs in through POST /auth/local and keeps the token for the next requests. */
  async signIn(email: string, password: string): Promise<{ token: string; sessionId: string }> {
    const answer = await httpRequest<{ token?: string; sessionId?: string }>(this.port, {
      agent: this.agent,
      method: 'POST',
      path: '/auth/local',
      host: this.host,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (answer.status !== 200 || !answer.body.token) throw new Error(`Sign-in failed: ${answer.status} ${answer.text}`);
    this.token = answer.body.token;
    return { token: answer.body.token, sessionId: String(answer.body.sessionId) };
  }

  get<T = Record<string, unknown>>(url: string, timeoutMs?: number): Promise<HttpAnswer<T>> {
    return httpRequest<T>(this.port, {
      agent: this.agent,
      path: url,
      host: this.host,
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  }

  /** Uploads one file through the REST attachment route (multipart/form-data). */
  upload(url: string, name: string, content: Buffer): Promise<HttpAnswer> {
    const boundary = `----drill${Math.random().toString(16).slice(2)}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return httpRequest(this.port, {
      agent: this.agent,
      method: 'POST',
      path: url,
      host: this.host,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body,
    });
  }
}

/** The demo admin of the demo organisation, as the server seeds it. */
export const DEMO_ADMIN = { email: 'admin@demo.cohort.test', password: 'cohort-demo-2026' };

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the test server (created through the superuser of the test database's URL),
 * for a server process of its own; `drop()` removes it, whoever is still connected.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) throw new Error('No PostgreSQL server in this project');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

/** Runs one statement as the superuser of the test server (on the tests' own database, never a scratch one). */
export async function adminQuery<Row extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A connection of the test server's superuser (on the tests' own database); the caller ends it. */
export async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  return client;
}

/** Runs statements on one database through a connection of its own. */
export async function queryDatabase<Row extends Record<string, unknown> = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port (within `timeoutMs`). */
export function listening(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');

/** Runs one of the repository's scripts (`scripts/<name>.ts`) as `npm run <name>` does, and collects its output. */
export function runScript(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _inherited, COHORT_STORAGE_DIR: _storage, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(REPOSITORY, 'scripts', `${name}.ts`), ...args], {
    cwd: REPOSITORY,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Waits until `check` holds, polling every `everyMs`; returns the milliseconds it took, or throws after `withinMs`. */
export async function waitFor(check: () => Promise<boolean>, withinMs: number, everyMs = 25): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
