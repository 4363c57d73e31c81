import { describe, expect, it } from 'vitest';
import { type PageInfo, pageCursors, shownBefore } from './timeline-pages.ts';

const page = (next: string | null, ids: string[]): PageInfo => ({ next, count: ids.length, ids });

describe('timeline pages', () => {
  it('asks the first page without a cursor, then each next page with the cursor of the one before', () => {
    expect(pageCursors([], 1)).toEqual([null]);
    expect(pageCursors([page('c1', ['a'])], 1)).toEqual([null]);
    expect(pageCursors([page('c1', ['a'])], 2)).toEqual([null, 'c1']);
    expect(pageCursors([page('c1', ['a']), page('c2', ['b'])], 3)).toEqual([null, 'c1', 'c2']);
  });

  it('waits for a page before asking the one after it, and stops at the last page', () => {
    expect(pageCursors([undefined], 3)).toEqual([null]);
    expect(pageCursors([page('c1', ['a']), undefined], 3)).toEqual([null, 'c1']);
    expect(pageCursors([page(null, ['a']), page('c2', ['b'])], 3)).toEqual([null]);
  });

  it('hides from a page the posts that earlier pages show', () => {
    const hidden = shownBefore([page('c1', ['a', 'b']), page('c2', ['b', 'c']), page(null, ['d'])], 3);
    expect(hidden.map((ids) => [...ids])).toEqual([[], ['a', 'b'], ['a', 'b', 'c']]);
  });
});
