import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { applicationsOrganisation, createCall, submittedApplication } from './application.fixtures.ts';

// The zip of PDFs, rendered for real: Chromium loads the built web app's print view from this server, so the test
// needs both (`npm run build`, Debian's chromium); without them it is skipped, as the refusals are tested apart
// (application-export.test.ts).
const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const canRender = existsSync(path.join(WEB_DIST, 'index.html')) && existsSync(CHROMIUM);

let server: TestServer;
let port = 0;
beforeAll(async () => {
  if (!canRender) return;
  server = await startTestServer({ webDist: WEB_DIST, chromiumPath: CHROMIUM });
  await server.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.fastify.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Job {
  _id: string;
  status: string;
  progress: number;
  rowCount: number | null;
  fileName: string | null;
  error: string | null;
  downloadUrl: string | null;
}

describe.skipIf(!canRender)('a funnel’s applications as PDFs in a zip', () => {
  it('renders each application’s print view in a session of the creator, one PDF per application', async () => {
    const { org, sign } = await applicationsOrganisation(server, {}, ['BULK_APPLICATION_EXPORT']);
    const admin = await sign('Admin');
    const call = await createCall(admin.gql, { name: 'Zip call' });
    await submittedApplication((await sign('Applicant')).gql, call, 'Solar Kits');
    await submittedApplication((await sign('Applicant')).gql, call, 'Solar Kits');
    // The origin the print views are rendered from is the request's: this server, listening.
    const host = `${org.slug}.localhost:${port}`;
    const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
      server.graphql<T>(query, { host, token: admin.token, variables });
    const created = await gql<{ createExport: Job }>(
      'mutation ($f: ExportFilterInput) { createExport(kind: APPLICATION_PDFS, format: ZIP, filter: $f) { _id status } }',
      { f: { funnelIds: [call.funnelId] } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createExport._id as string;
    let job: Job | undefined;
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline) {
      const list = await gql<{ exportJobs: Job[] }>(
        '{ exportJobs { _id status progress rowCount fileName error downloadUrl } }',
      );
      job = list.data?.exportJobs.find((candidate) => candidate._id === id);
      if (job && ['COMPLETED', 'FAILED', 'ERROR'].includes(job.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(job).toMatchObject({ status: 'COMPLETED', progress: 100, rowCount: 2, error: null });
    expect(job?.fileName).toMatch(/^application-pdfs-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await server.app.fastify.inject({
      method: 'GET',
      url: job?.downloadUrl as string,
      headers: { host, authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries).sort();
    // Two applications of the same startup name: two files, each named after the startup and its id.
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^Solar Kits - [0-9a-f]{8}\.pdf$/);
      expect(Buffer.from(entries[name]?.subarray(0, 5) ?? []).toString()).toBe('%PDF-');
      expect(entries[name]?.length).toBeGreaterThan(5_000);
    }
    // The print session the job opened has ended: no live session of the admin but their own sign-in.
    const sessions = await server.database.ownerQuery<{ method: string; ended_at: Date | null }>(
      'select method, ended_at from user_sessions where incubator_id = $1 and user_id = $2',
      [org.id, admin.user.id],
    );
    expect(sessions.filter((session) => session.method === 'print').map((session) => session.ended_at)).toEqual([
      expect.any(Date),
    ]);
  }, 150_000);
});
