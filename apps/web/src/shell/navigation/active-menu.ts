import { MENU_ACTIVE_PREFIXES } from '@cohort/shared';
import { type ShellMenuItem, visibleSubmenu } from './menu-item.ts';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The prefix group of spec 01 §2.3 a path belongs to; home (/) belongs to /home, where its pages live. */
function prefixGroup(path: string): string | null {
  const candidate = path === '/' ? '/home' : path;
  return MENU_ACTIVE_PREFIXES.find((prefix) => isUnder(candidate, prefix)) ?? null;
}

/**
 * How well an entry's path matches the current page: 0 for no match; an exact match beats a parent path, a longer
 * parent path beats a shorter one, and the prefix rule of spec 01 §2.3 (/applications/*, /application/*,
 * /startup/*, /home/*: an entry under the prefix is active anywhere under it) comes last.
 */
export function pathMatchScore(itemPath: string | null, currentPath: string): number {
  if (!itemPath) return 0;
  const item = trimSlash(itemPath);
  const current = trimSlash(currentPath);
  if (item === current) return 10_000 + item.length;
  if (item !== '/' && isUnder(current, item)) return 1_000 + item.length;
  const group = prefixGroup(current);
  if (group && group === prefixGroup(item)) return 1;
  return 0;
}

/**
 * The chain of entry names from the top level down to the entry of the current page (empty when none matches).
 * The best match wins; on a tie the deeper entry wins (My tasks rather than its parent Tasks, both at /tasks).
 */
export function activeTrail(items: readonly ShellMenuItem[], currentPath: string): string[] {
  let best: { score: number; depth: number; trail: string[] } = { score: 0, depth: -1, trail: [] };
  const visit = (entries: readonly ShellMenuItem[], trail: string[]) => {
    for (const item of entries) {
      const here = [...trail, item.name];
      const score = pathMatchScore(item.path, currentPath);
      if (score > best.score || (score > 0 && score === best.score && here.length > best.depth)) {
        best = { score, depth: here.length, trail: here };
      }
      visit(visibleSubmenu(item), here);
    }
  };
  visit(items, []);
  return best.trail;
}
