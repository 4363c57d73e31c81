/** What a loaded page of the timeline tells the list. */
export interface PageInfo {
  /** The cursor of the page after it; null on the last. */
  next: string | null;
  count: number;
  ids: string[];
}

/**
 * The cursors of the pages that can be shown: the first page (no cursor), then each page whose cursor the page before
 * it gave, up to `wanted` pages. A page asked again that now ends the timeline cuts the pages after it.
 */
export function pageCursors(pages: readonly (PageInfo | undefined)[], wanted: number): (string | null)[] {
  const cursors: (string | null)[] = [null];
  for (let index = 1; index < wanted; index += 1) {
    const next = pages[index - 1]?.next;
    if (typeof next !== 'string') break;
    cursors.push(next);
  }
  return cursors;
}

/** For each shown page, the posts earlier pages show already (pages asked again can overlap for a moment). */
export function shownBefore(pages: readonly (PageInfo | undefined)[], pageCount: number): Set<string>[] {
  const seen = new Set<string>();
  const result: Set<string>[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    result.push(new Set(seen));
    for (const id of pages[index]?.ids ?? []) seen.add(id);
  }
  return result;
}
