import { describe, expect, it } from 'vitest';
import {
  badgeLabel,
  epochSeconds,
  groupNotifications,
  hasNextPage,
  mergePages,
  notificationTarget,
  openingTimestamp,
  previewOf,
  urlTarget,
} from './notification-rules.ts';

const ORIGIN = 'http://demo.localhost:4000';

describe('badge', () => {
  it('shows nothing at zero, the count up to 99 and 99+ above', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-3)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12_345)).toBe('99+');
  });
});

describe('post preview', () => {
  it('keeps a text of 80 characters and cuts a longer one at 80 plus an ellipsis', () => {
    const eighty = 'a'.repeat(80);
    expect(previewOf(eighty)).toBe(eighty);
    expect(previewOf(`${eighty}b`)).toBe(`${eighty}…`);
    expect(previewOf(`${'word '.repeat(16)}tail`)).toBe(`${'word '.repeat(16).trimEnd()}…`);
  });

  it('folds whitespace, copes with nothing and never splits an emoji', () => {
    expect(previewOf('  Hello \n\n  world ')).toBe('Hello world');
    expect(previewOf(null)).toBe('');
    expect(previewOf(`${'🚀'.repeat(81)}`)).toBe(`${'🚀'.repeat(80)}…`);
  });
});

describe('grouping', () => {
  const at = (iso: string, id: string) => ({ _id: id, createdAt: iso });
  const items = [at('2026-09-04T10:00:05Z', 'c'), at('2026-09-04T10:00:00Z', 'b'), at('2026-09-03T09:00:00Z', 'a')];
  const marker = epochSeconds(new Date('2026-09-04T10:00:00Z'));

  it('puts what was created after the marker under New and the rest under Earlier, in order', () => {
    const grouped = groupNotifications(items, marker);
    expect(grouped.fresh.map((item) => item._id)).toEqual(['c']);
    expect(grouped.earlier.map((item) => item._id)).toEqual(['b', 'a']);
    expect(grouped.showEarlierHeader).toBe(true);
  });

  it('shows the Earlier header only when both groups exist', () => {
    expect(groupNotifications(items, null)).toMatchObject({ showEarlierHeader: false, earlier: [] });
    expect(groupNotifications(items, marker + 3_600)).toMatchObject({ showEarlierHeader: false, fresh: [] });
    expect(groupNotifications([], marker)).toEqual({ fresh: [], earlier: [], showEarlierHeader: false });
  });

  it('counts epoch seconds, the opening time rounded up so that what came just before it counts as seen', () => {
    expect(epochSeconds(new Date('1970-01-01T00:00:01.999Z'))).toBe(1);
    expect(epochSeconds(5_500)).toBe(5);
    expect(openingTimestamp(5_500)).toBe(6);
    expect(openingTimestamp(5_000)).toBe(5);
    const arrived = { _id: 'x', createdAt: new Date(5_300).toISOString() };
    expect(groupNotifications([arrived], openingTimestamp(5_500)).earlier).toEqual([arrived]);
  });
});

describe('click targets', () => {
  const note = { id: 'n1' };
  const post = { id: 'p1' };

  it('sends a reaction to its post: the parent note when the reaction is on a comment, else the note', () => {
    expect(notificationTarget({ notificationType: 'newReaction', note, parentNote: post, url: '/x' }, ORIGIN)).toEqual({
      kind: 'internal',
      path: '/community/post/p1',
    });
    expect(notificationTarget({ notificationType: 'newReaction', note, parentNote: null }, ORIGIN)).toEqual({
      kind: 'internal',
      path: '/community/post/n1',
    });
  });

  it('sends a reply to its post at the comment', () => {
    for (const notificationType of ['newNoteReply', 'siblingNoteReply']) {
      expect(notificationTarget({ notificationType, note, parentNote: post }, ORIGIN)).toEqual({
        kind: 'internal',
        path: '/community/post/p1?comment=n1',
      });
    }
    expect(notificationTarget({ notificationType: 'newNoteReply', note, parentNote: null }, ORIGIN)).toEqual({
      kind: 'internal',
      path: '/community/post/n1',
    });
  });

  it('follows the url of other notifications, and of a reaction without its note', () => {
    expect(notificationTarget({ notificationType: 'taskAssigned', url: '/tasks' }, ORIGIN)).toEqual({
      kind: 'internal',
      path: '/tasks',
    });
    expect(notificationTarget({ notificationType: 'newReaction', note: null, url: '/community/home' }, ORIGIN)).toEqual(
      { kind: 'internal', path: '/community/home' },
    );
    expect(notificationTarget({ notificationType: 'meetingScheduled', url: null }, ORIGIN)).toBeNull();
  });

  it('tells internal urls from external ones', () => {
    expect(urlTarget('tasks', ORIGIN)).toEqual({ kind: 'internal', path: '/tasks' });
    expect(urlTarget(`${ORIGIN}/startup/7/file/tasks?tab=1#top`, ORIGIN)).toEqual({
      kind: 'internal',
      path: '/startup/7/file/tasks?tab=1#top',
    });
    expect(urlTarget('https://example.org/page', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://example.org/page',
    });
    expect(urlTarget('//example.org/x', ORIGIN)).toEqual({ kind: 'external', href: 'http://example.org/x' });
    expect(urlTarget('mailto:help@example.org', ORIGIN)).toEqual({ kind: 'external', href: 'mailto:help@example.org' });
    expect(urlTarget('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(urlTarget('   ', ORIGIN)).toBeNull();
  });
});

describe('pages', () => {
  it('merges pages in order without repeating a notification that moved to the next page', () => {
    const page0 = [{ _id: 'd' }, { _id: 'c' }];
    const page1 = [{ _id: 'c' }, { _id: 'b' }];
    expect(mergePages([page0, undefined, page1]).map((item) => item._id)).toEqual(['d', 'c', 'b']);
  });

  it('stops at the last page', () => {
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
  });
});
