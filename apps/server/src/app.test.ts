import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, startTestServer, type TestServer } from '../test/harness.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'cohort-web-'));
const TEMPLATE =
  '<!doctype html><html><head><link rel="icon" href="data:," /><title>Cohort</title></head><body><div id="root"></div></body></html>';
let server: TestServer;

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  server = await startTestServer({ webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it("serves index.html for client routes with the organisation's title, description and icon", async () => {
    const organisation = await server.createOrganisation({
      name: 'Harbour Labs',
      description: 'We <build> harbours',
      values: { logoSquare: 'data:image/svg+xml;base64,AAAA' },
    });
    const response = await server.app.fastify.inject({ url: '/welcome', headers: { host: hostOf(organisation) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Harbour Labs</title>');
    expect(response.body).toContain('content="We &#60;build&#62; harbours"');
    expect(response.body).toContain('<link rel="icon" href="data:image/svg+xml;base64,AAAA" />');
    expect(response.body.match(/rel="icon"/g)).toHaveLength(1);
  });

  it('serves the plain page for an unknown organisation, which the app sends to /incubator-not-found', async () => {
    const response = await server.app.fastify.inject({ url: '/', headers: { host: 'nobody-here.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Cohort</title>');
  });

  it('answers 404, not the page, for unknown API paths and missing files', async () => {
    for (const url of ['/api/nothing', '/auth/oidc/nothing', '/assets/missing.js', '/assets/../index.html']) {
      const response = await server.app.fastify.inject({ url, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves the assets of the build, including files added after the start', async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("built later");');
    const response = await server.app.fastify.inject({
      url: '/assets/index-abc123.js',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('built later');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the app for its own /auth pages (the single sign-on return)', async () => {
    const organisation = await server.createOrganisation({ name: 'Callback Org' });
    const response = await server.app.fastify.inject({
      url: '/auth/callback',
      headers: { host: hostOf(organisation) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Callback Org</title>');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const organisation = await server.createOrganisation({ name: 'Rebuilt Org' });
    const file = path.join(webDist, 'index.html');
    writeFileSync(file, TEMPLATE.replace('<div id="root">', '<div id="root" data-build="2">'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const response = await server.app.fastify.inject({ url: '/somewhere', headers: { host: hostOf(organisation) } });
    expect(response.body).toContain('data-build="2"');
    expect(response.body).toContain('<title>Rebuilt Org</title>');
  });
});
