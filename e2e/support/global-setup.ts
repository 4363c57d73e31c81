import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { fakeGoogle, fakeGoogleEnvironment } from '../../apps/server/test/fake-google.ts';
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
    /** The hours (UTC) every day of the coming months that the local Google's calendar says are busy. */
    googleBusyHours: { from: number; to: number };
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
  // Google's OAuth and Calendar API, answered locally; its calendar is busy 15:00–16:00 UTC every day for 90 days.
  const google = fakeGoogle();
  await google.provider.start();
  const today = new Date(new Date().toISOString().slice(0, 10));
  for (let day = 0; day < 90; day += 1) {
    const at = (hour: number) => new Date(today.getTime() + day * 86_400_000 + hour * 3_600_000).toISOString();
    google.busy.push({ start: at(15), end: at(16) });
  }
  project.provide('googleBusyHours', { from: 15, to: 16 });
  const server = await startServerProcess({
    port,
    dataDir,
    env: {
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      COHORT_TEST_CLOCK_FILE: clockFile,
      ...fakeZoomEnvironment(zoom.provider),
      ...fakeGoogleEnvironment(google.provider),
    },
    nodeArgs: ['--import', pathToFileURL(path.join(import.meta.dirname, 'server-clock.ts')).href],
  });
  project.provide('e2ePort', port);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    await server.stop();
    await zoom.provider.stop();
    await google.provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await oidc.close();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(path.dirname(clockFile), { recursive: true, force: true });
  };
}
