import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../../apps/server/test/oidc.ts';
import { startSmtpServer } from '../../apps/server/test/smtp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDataDir: string;
    /** A real OpenID Connect provider whose client accepts acme.localhost as redirect. */
    oidc: { issuer: string; clientId: string; clientSecret: string };
    /** Where the test SMTP server writes each message it receives, as JSON. */
    mailDir: string;
  }
}

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts');

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

/** Starts the real server, as `npm start` would, on the embedded database with the demo organisations. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const oidc = await startOidcProvider({
    redirectUris: [`http://acme.localhost:${port}/auth/oidc/callback`],
    postLogoutRedirectUris: [`http://acme.localhost:${port}/login`],
  });
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-e2e-mail-'));
  let received = 0;
  const smtp = await startSmtpServer({
    onMessage: (mail) => {
      received += 1;
      writeFileSync(
        path.join(mailDir, `${Date.now()}-${received}.json`),
        JSON.stringify({ to: mail.to, subject: mail.subject, decoded: mail.decoded }),
      );
    },
  });
  project.provide('mailDir', mailDir);
  project.provide('oidc', { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cohort-e2e-'));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    COHORT_DATA_DIR: dataDir,
    COHORT_LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SMTP_URL: smtp.url,
  };
  delete environment.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [MAIN], { env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Cohort is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide('e2ePort', port);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await oidc.close();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
