/** An entry of the user's sitemap (the `setUp` query): a path, if it leads somewhere, and its sub-menu. */
export interface SitemapEntry {
  path?: string | null;
  submenu?: readonly SitemapEntry[] | null;
}

/** A search module of `SEARCH_MODULES` (packages/shared/src/navigation.ts). */
export interface SearchModuleDefinition {
  name: string;
  path: string;
  sections: readonly string[];
}

/** A module the user may open: where it leads and which of its sub-sections are in the user's menu. */
export interface VisibleSearchModule {
  name: string;
  /** The module's own path when it is in the sitemap, else its first page that is. */
  to: string;
  sections: readonly string[];
}

/** A module with its texts in the interface language. */
export interface LabelledSearchModule {
  name: string;
  to: string;
  title: string;
  description: string;
  sections: readonly { path: string; label: string }[];
}

export type ModuleSearchResult =
  | { kind: 'module'; id: string; name: string; label: string; description: string; to: string }
  | { kind: 'section'; id: string; name: string; label: string; description: string; to: string };

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Every path of a sitemap, at any depth. */
export function sitemapPaths(entries: readonly SitemapEntry[]): Set<string> {
  const paths = new Set<string>();
  const visit = (list: readonly SitemapEntry[]) => {
    for (const entry of list) {
      if (entry.path) paths.add(normalisePath(entry.path));
      if (entry.submenu) visit(entry.submenu);
    }
  };
  visit(entries);
  return paths;
}

const isUnder = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/**
 * Spec 01 §2.5: global search lists only the modules in the user's own menu. A module shows when its path, or a
 * page under it, is in the sitemap; a sub-section shows when it (or a page under it) is.
 */
export function visibleSearchModules(
  modules: readonly SearchModuleDefinition[],
  paths: ReadonlySet<string>,
): VisibleSearchModule[] {
  const all = [...paths];
  const visible: VisibleSearchModule[] = [];
  for (const module of modules) {
    const path = normalisePath(module.path);
    const under = all.filter((candidate) => isUnder(candidate, path));
    if (under.length === 0) continue;
    const sections = module.sections.filter((section) =>
      all.some((candidate) => isUnder(candidate, normalisePath(section))),
    );
    const to = paths.has(path) ? path : (sections[0] ?? under.sort()[0] ?? path);
    visible.push({ name: module.name, to, sections });
  }
  return visible;
}

/** Lower case, without accents, so that 'Tâches' matches 'taches'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Whether every word of the typed text occurs in one of the texts. */
export function matchesTerm(texts: readonly string[], term: string): boolean {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * The module results for the typed text, module first then its sub-sections: a module whose title or description
 * matches brings all its sub-sections; otherwise only its matching sub-sections show, under the module.
 */
export function filterModuleResults(modules: readonly LabelledSearchModule[], term: string): ModuleSearchResult[] {
  const results: ModuleSearchResult[] = [];
  for (const module of modules) {
    const moduleMatches = matchesTerm([module.title, module.description], term);
    const sections = moduleMatches
      ? module.sections
      : module.sections.filter((section) => matchesTerm([section.label, module.title], term));
    if (!moduleMatches && sections.length === 0) continue;
    results.push({
      kind: 'module',
      id: `module:${module.name}`,
      name: module.name,
      label: module.title,
      description: module.description,
      to: module.to,
    });
    for (const section of sections) {
      results.push({
        kind: 'section',
        id: `section:${section.path}`,
        name: module.name,
        label: section.label,
        description: module.title,
        to: section.path,
      });
    }
  }
  return results;
}

/** Moves through a list of results by `delta`, wrapping at both ends (spec 01 §5); -1 when the list is empty. */
export function wrapIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta >= 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}
