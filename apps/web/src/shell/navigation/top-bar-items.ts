import { FULL_SCREEN_ROUTES, NAVIGATION } from '@cohort/shared';
import { pathMatchScore } from './active-menu.ts';
import type { ShellMenuItem } from './menu-item.ts';

/** One item of the top bar: a link, or a plain label when `path` is null. */
export interface TopBarItem {
  name: string;
  label: string | null;
  path: string | null;
  active: boolean;
}

interface RouteExtra {
  name: string;
  /** The pages that show it: the paths themselves and everything under them. */
  routes: readonly string[];
  path: string | null;
}

/** The route-dependent extras of spec 01 §2.5, in the order they are added after the menu's own items. */
const ROUTE_EXTRAS: readonly RouteExtra[] = [
  { name: 'calendar', routes: ['/calendar', '/availability'], path: '/calendar' },
  { name: 'articles', routes: ['/articles/management'], path: '/articles/management' },
  { name: 'settings', routes: ['/admin/configuration'], path: '/admin/configuration' },
  { name: 'account', routes: ['/account'], path: '/account/settings' },
  { name: 'feedback', routes: ['/feedback'], path: '/feedback/management' },
  { name: 'tasks', routes: ['/tasks'], path: '/tasks' },
  { name: 'emails', routes: ['/emails'], path: '/emails/management' },
  { name: 'forms', routes: ['/forms'], path: '/forms/management' },
  { name: 'coaching', routes: ['/coaching'], path: null },
  { name: 'taxonomy', routes: ['/taxonomy'], path: null },
];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The items of the top bar (spec 01 §2.5): the user's top navigation, then the extras of the current route. An extra
 * is never added twice: Articles, Settings, Feedback and Taxonomy (and the others alike) appear only when the main
 * menu does not already hold that entry. The entry of the current page is marked active; an extra always is.
 */
export function topBarItems(topNav: readonly ShellMenuItem[], pathname: string): TopBarItem[] {
  const scores = topNav.map((item) => pathMatchScore(item.path, pathname));
  const best = Math.max(0, ...scores);
  const items: TopBarItem[] = topNav.map((item, index) => ({
    name: item.name,
    label: item.label,
    path: item.path,
    active: best > 0 && scores[index] === best,
  }));
  const present = new Set(topNav.map((item) => item.name));
  for (const extra of ROUTE_EXTRAS) {
    if (present.has(extra.name) || !extra.routes.some((route) => isUnder(pathname, route))) continue;
    items.push({ name: extra.name, label: null, path: extra.path, active: true });
    present.add(extra.name);
  }
  return items;
}

/** Whether the page is a full-screen builder, where the top bar is hidden entirely (spec 01 §2.5). */
export function isFullScreenRoute(pathname: string): boolean {
  return FULL_SCREEN_ROUTES.some((route) => route.test(pathname));
}

/**
 * How many top-bar items fit in the available width (spec 01 §9): each item takes its width plus 16 px of spacing;
 * when they do not all fit, 74 px are kept for the 'More' button and the items that follow go into it.
 */
export function visibleItemCount(
  itemWidths: readonly number[],
  availableWidth: number,
  spacing: number = NAVIGATION.topBarItemSpacingPx,
  moreReserved: number = NAVIGATION.topBarMoreReservedPx,
): number {
  const total = itemWidths.reduce((sum, width) => sum + width + spacing, 0);
  if (total <= availableWidth) return itemWidths.length;
  let used = moreReserved;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width + spacing > availableWidth) break;
    used += width + spacing;
    count += 1;
  }
  return count;
}
