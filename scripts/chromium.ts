import { ensureDebianPackage } from './debian-package.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RADICALE_PATH = process.env.RADICALE_PATH ?? '/usr/bin/radicale';

/** The end-to-end tests drive Debian's Chromium (never a downloaded browser). */
export function ensureChromium(log: (line: string) => void = console.log): boolean {
  return ensureDebianPackage({ path: CHROMIUM_PATH, pkg: 'chromium', pathVariable: 'CHROMIUM_PATH' }, log);
}

/** The calendar sync tests talk to Debian's radicale, a real CalDAV server. */
export function ensureRadicale(log: (line: string) => void = console.log): boolean {
  return ensureDebianPackage({ path: RADICALE_PATH, pkg: 'radicale', pathVariable: 'RADICALE_PATH' }, log);
}

if (import.meta.main) {
  process.exit(ensureChromium() ? 0 : 1);
}
