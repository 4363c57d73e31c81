import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { fakeZoom, fakeZoomEnvironment } from '../../apps/server/test/fake-zoom.ts';
import { startOidcProvider } from '../../apps/server/test/oidc.ts';
import { freePort, startServerProcess } from '../../apps/server/test/server-process.ts';
import { startSmtpServer } from '../../apps/server/test/smtp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePort: number;
    e2eDataDir: string;
    /** A real OpenID Connect provider whose client accepts acme.localhost as redirect. */
    oidc: { issuer: string; clientId: string; clientSecret: string };
    /** Where the test SMTP server writes each message it receives, as JSON. */
    mailDir: string;
    /** The file whose number (milliseconds) sets how far the server's clock runs ahead (support/clock.ts). */
    clockFile: string;
  }
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
  const clockFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'cohort-e2e-clock-')), 'offset');
  writeFileSync(clockFile, '0');
  project.provide('clockFile', clockFile);
  // Zoom's OAuth and API, answered locally as documented (the server's tests use the same fake).
  const zoom = fakeZoom();
  await zoom.provider.start();
  const server = await startServerProcess({
    port,
    dataDir,
    env: {
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      COHORT_TEST_CLOCK_FILE: clockFile,
      ...fakeZoomEnvironment(zoom.provider),
    },
    nodeArgs: ['--import', pathToFileURL(path.join(import.meta.dirname, 'server-clock.ts')).href],
  });
  project.provide('e2ePort', port);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    await server.stop();
    await zoom.provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await oidc.close();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(path.dirname(clockFile), { recursive: true, force: true });
  };
}
