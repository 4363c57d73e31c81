/**
 * One navigation entry as the `setUp` query sends it (docs/shell-contract.md): translated by `name` unless an admin
 * renamed it (`label`); a locked entry shows no sub-menu; `setup` entries open their sub-menu as a quick modal from
 * another parent.
 */
export interface ShellMenuItem {
  name: string;
  label: string | null;
  path: string | null;
  locked: boolean;
  setup: boolean;
  submenu: readonly ShellMenuItem[];
}

/** The signed-in user's menus (the `setUp` query). */
export interface ShellMenus {
  sidebarV2: readonly ShellMenuItem[];
  topNav: readonly ShellMenuItem[];
  sitemap: readonly ShellMenuItem[];
  createMenu: readonly ShellMenuItem[];
  mobileNav: readonly ShellMenuItem[];
}

export const EMPTY_MENUS: ShellMenus = { sidebarV2: [], topNav: [], sitemap: [], createMenu: [], mobileNav: [] };

/** The sub-menu to show: none for a locked entry (spec 01 §2.3). */
export function visibleSubmenu(item: ShellMenuItem): readonly ShellMenuItem[] {
  return item.locked ? [] : item.submenu;
}

/** Every entry of a tree, parents before their children. */
export function flattenMenu(items: readonly ShellMenuItem[]): ShellMenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.submenu)]);
}

/** The paths of every page a menu leads to (the sitemap says which pages the user may reach). */
export function menuPaths(items: readonly ShellMenuItem[]): Set<string> {
  return new Set(flattenMenu(items).flatMap((item) => (item.path ? [item.path] : [])));
}

/** Whether an entry of this name is anywhere in the menu. */
export function menuHasEntry(items: readonly ShellMenuItem[], name: string): boolean {
  return flattenMenu(items).some((item) => item.name === name);
}

/**
 * Whether following an entry opens its sub-menu as a quick modal (spec 01 §2.3): a setup entry with a sub-menu, seen
 * under another parent (not at the top level), while the current page is not inside it.
 */
export function opensAsQuickModal(item: ShellMenuItem, depth: number, holdsCurrentPage: boolean): boolean {
  return item.setup && depth > 0 && !holdsCurrentPage && visibleSubmenu(item).length > 0;
}
