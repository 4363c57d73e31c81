/**
 * Custom navigation (spec 01 §2.3: entries may be renamed, reordered, hidden and locked; a locked entry shows no
 * sub-menu). The editor keeps a draft (labels, switches, the order of each group of siblings) and sends the entries
 * that changed.
 */

/** One entry as `customNavigation` answers it. */
export interface NavEntry {
  name: string;
  path: string | null;
  parent: string | null;
  label: string | null;
  position: number;
  hidden: boolean;
  locked: boolean;
}

/** One entry as `updateCustomNavigation` takes it: a null label or position means the default. */
export interface NavEntryInput {
  name: string;
  label: string | null;
  position: number | null;
  hidden: boolean;
  locked: boolean;
}

export interface NavEntryDraft {
  /** The admin's rename; empty: the default name. */
  label: string;
  hidden: boolean;
  locked: boolean;
}

export interface NavDraft {
  entries: Readonly<Record<string, NavEntryDraft>>;
  /** The names of each group of siblings in their order, by parent name ('' for the top level). */
  order: Readonly<Record<string, readonly string[]>>;
}

/** One line of the editor: the entry, how deep it sits, and whether it can move up or down among its siblings. */
export interface NavRow {
  entry: NavEntry;
  depth: number;
  first: boolean;
  last: boolean;
}

const TOP_LEVEL = '';

/** The group an entry belongs to: its parent when that is an entry of the list, else the top level. */
function groupOf(entry: NavEntry, names: ReadonlySet<string>): string {
  return entry.parent && entry.parent !== entry.name && names.has(entry.parent) ? entry.parent : TOP_LEVEL;
}

/** The draft of the entries as they are saved: siblings ordered by position, then by their place in the list. */
export function navDraftFrom(entries: readonly NavEntry[]): NavDraft {
  const names = new Set(entries.map((entry) => entry.name));
  const groups = new Map<string, { name: string; position: number; index: number }[]>();
  entries.forEach((entry, index) => {
    const group = groupOf(entry, names);
    const siblings = groups.get(group) ?? [];
    siblings.push({ name: entry.name, position: entry.position, index });
    groups.set(group, siblings);
  });
  const order: Record<string, string[]> = {};
  for (const [group, siblings] of groups) {
    order[group] = siblings.sort((a, b) => a.position - b.position || a.index - b.index).map((s) => s.name);
  }
  const drafts: Record<string, NavEntryDraft> = {};
  for (const entry of entries) {
    drafts[entry.name] = { label: entry.label ?? '', hidden: entry.hidden, locked: entry.locked };
  }
  return { entries: drafts, order };
}

/** The entries as a tree flattened in the draft's order, children under their parent. */
export function navRows(entries: readonly NavEntry[], draft: NavDraft): NavRow[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const rows: NavRow[] = [];
  const seen = new Set<string>();
  const visit = (group: string, depth: number) => {
    const siblings = (draft.order[group] ?? []).filter((name) => byName.has(name) && !seen.has(name));
    siblings.forEach((name, index) => {
      const entry = byName.get(name);
      if (!entry) return;
      seen.add(name);
      rows.push({ entry, depth, first: index === 0, last: index === siblings.length - 1 });
      visit(name, depth + 1);
    });
  };
  visit(TOP_LEVEL, 0);
  return rows;
}

/** Changes one entry's label or switches. */
export function updateNavEntry(draft: NavDraft, name: string, change: Partial<NavEntryDraft>): NavDraft {
  const current = draft.entries[name];
  if (!current) return draft;
  return { ...draft, entries: { ...draft.entries, [name]: { ...current, ...change } } };
}

/** Moves an entry one place up (-1) or down (+1) among its siblings; nothing happens at either end. */
export function moveNavEntry(draft: NavDraft, name: string, direction: -1 | 1): NavDraft {
  for (const [group, names] of Object.entries(draft.order)) {
    const index = names.indexOf(name);
    if (index === -1) continue;
    const target = index + direction;
    if (target < 0 || target >= names.length) return draft;
    const moved = [...names];
    [moved[index], moved[target]] = [moved[target] as string, name];
    return { ...draft, order: { ...draft.order, [group]: moved } };
  }
  return draft;
}

const sameOrder = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((name, index) => b?.[index] === name);

const labelOf = (draft: NavEntryDraft) => draft.label.trim() || null;

/**
 * The entries to send on Save. A changed entry goes with all its siblings, each with its place among them as its
 * position: the server compares explicit positions with the default order of the ones left alone, and a group
 * saved whole keeps the order the editor showed.
 */
export function changedNavEntries(entries: readonly NavEntry[], draft: NavDraft): NavEntryInput[] {
  const saved = navDraftFrom(entries);
  const names = new Set(entries.map((entry) => entry.name));
  const groups = new Set<string>();
  for (const group of Object.keys(draft.order)) {
    if (!sameOrder(draft.order[group], saved.order[group])) groups.add(group);
  }
  for (const entry of entries) {
    const before = saved.entries[entry.name];
    const after = draft.entries[entry.name];
    if (!before || !after) continue;
    if (labelOf(before) !== labelOf(after) || before.hidden !== after.hidden || before.locked !== after.locked) {
      groups.add(groupOf(entry, names));
    }
  }
  return navRows(entries, draft)
    .filter(({ entry }) => groups.has(groupOf(entry, names)))
    .map(({ entry }) => {
      const value = draft.entries[entry.name] ?? { label: '', hidden: false, locked: false };
      const group = draft.order[groupOf(entry, names)] ?? [];
      return {
        name: entry.name,
        label: labelOf(value),
        position: group.indexOf(entry.name),
        hidden: value.hidden,
        locked: value.locked,
      };
    });
}

/** Every entry back to its defaults: its translated name, its original place, shown and not locked. */
export function defaultNavEntries(entries: readonly NavEntry[]): NavEntryInput[] {
  return entries.map((entry) => ({ name: entry.name, label: null, position: null, hidden: false, locked: false }));
}

/**
 * The server's label messages by entry name: a ValidationError names the field by its place in the list sent
 * (`3.label`), which is turned back into the entry it belongs to.
 */
export function navLabelErrors(
  fields: readonly { field: string; message: string }[],
  sent: readonly NavEntryInput[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) {
    const match = /(?:^|\.)(\d+)\.label$/.exec(field);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (entry) errors[entry.name] = message;
  }
  return errors;
}
