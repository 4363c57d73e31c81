import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureRadicale } from './chromium.ts';
import { buildWebIfStale } from './web-build.ts';

/**
 * `npm test`: typecheck, lint, the i18n check, the import check, unit and integration tests (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set) and the end-to-end tests in Chromium. Each check counts as one test; the last
 * line reads `Tests: N passed, N failed`.
 */
const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, '.test-output');
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

function step(name: string, run: () => boolean) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const ok = run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (ok) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    failures.push(name);
    console.log(`✘ ${name} (${seconds} s)`);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
}

function vitest(name: string, config: string | null, projects: string[], env: NodeJS.ProcessEnv = {}) {
  const report = path.join(outputDir, `${name}.json`);
  const args = [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  if (config) args.push('--config', config);
  for (const project of projects) args.push('--project', project);
  console.log(`\n▶ ${name}`);
  const ok = run(process.execPath, args, { TZ: 'UTC', ...env });
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`${name} (the test run did not finish)`);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  if (result.numFailedTests > 0) failures.push(`${name}: ${result.numFailedTests} failed`);
  if (!ok && result.numFailedTests === 0) {
    failed += 1;
    failures.push(`${name} (errors outside tests)`);
  }
}

const TYPECHECKED_PROJECTS = ['packages/shared', 'apps/server', 'apps/web', '.'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
step('typecheck', () =>
  TYPECHECKED_PROJECTS.map((project) => run(process.execPath, [tsc, '-p', project])).every(Boolean),
);
step('lint', () => run(path.join(root, 'node_modules/.bin/biome'), ['check', '.']));
step('i18n check', () => run(process.execPath, [path.join(root, 'scripts/i18n-check.ts')]));
// The import rules of docs/architecture.md (.dependency-cruiser.mjs): no circles, layers imported downwards only.
step('import check', () =>
  run(process.execPath, [
    path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'),
    'apps',
    'packages',
    '--config',
    '.dependency-cruiser.mjs',
  ]),
);

const projects = ['shared', 'server', 'web', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : [])];
if (!process.env.TEST_DATABASE_URL)
  console.log('\n(TEST_DATABASE_URL is not set: the integration tests run on PGlite only)');
// The calendar sync tests start radicale (a real CalDAV server): install it first when we can.
ensureRadicale();
vitest('unit and integration tests', null, projects);

const browserReady = ensureChromium();
const webReady = buildWebIfStale();
if (browserReady && webReady) {
  vitest('end-to-end tests', path.join(root, 'e2e/vitest.config.ts'), []);
} else {
  failed += 1;
  failures.push(
    browserReady ? 'end-to-end tests (the web app did not build)' : 'end-to-end tests (Chromium is missing)',
  );
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
