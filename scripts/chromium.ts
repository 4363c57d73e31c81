import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests drive Debian's Chromium (never a downloaded browser). When it is missing and we run as
 * root with apt-get, install it; otherwise say how.
 */
export function ensureChromium(log: (line: string) => void = console.log): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (install.status === 0 && existsSync(CHROMIUM_PATH)) return true;
  }
  log(
    `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
  return false;
}

if (import.meta.main) {
  process.exit(ensureChromium() ? 0 : 1);
}
