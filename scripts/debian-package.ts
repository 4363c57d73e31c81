import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The tests use real programs from Debian (Chromium for the browser, radicale as a CalDAV server), never downloaded
 * copies. When one is missing and we run as root with apt-get, install its package; otherwise say how.
 */
export function ensureDebianPackage(
  program: { path: string; pkg: string; pathVariable: string },
  log: (line: string) => void = console.log,
): boolean {
  if (existsSync(program.path)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    log(`${program.pkg} is missing: installing Debian's ${program.pkg} package (apt-get install -y ${program.pkg})...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', program.pkg], {
      stdio: 'inherit',
      env,
    });
    if (install.status === 0 && existsSync(program.path)) return true;
  }
  log(
    `${program.pkg} was not found at ${program.path}. Install Debian's package (sudo apt-get install -y ` +
      `${program.pkg}) or set ${program.pathVariable} to its program, then run the tests again.`,
  );
  return false;
}
