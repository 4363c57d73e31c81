import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const DIST_INDEX = path.join(root, 'apps/web/dist/index.html');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** True when apps/web/dist is missing or older than any source of the web app. */
export function webBuildIsStale(): boolean {
  if (!existsSync(DIST_INDEX)) return true;
  const built = statSync(DIST_INDEX).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built);
}

/** Builds the web app when it is stale; returns false when the build failed. */
export function buildWebIfStale(log: (line: string) => void = console.log): boolean {
  if (!webBuildIsStale()) return true;
  log('Building the web app (apps/web/dist is missing or stale)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  return result.status === 0;
}

if (import.meta.main) {
  process.exit(buildWebIfStale() ? 0 : 1);
}
