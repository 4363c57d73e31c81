import { describe, expect, it } from 'vitest';
import {
  allReactions,
  canSubmitPost,
  htmlToPlainText,
  isSendKey,
  plainTextToHtml,
  timelineFilters,
} from './timeline.ts';

describe('reactions', () => {
  it('lists the six reactions in their order, with zero for those nobody gave', () => {
    const reactions = allReactions([
      { reaction: 'CLAP', count: 2, reactedByMe: true },
      { reaction: 'LIKE', count: 1, reactedByMe: false },
    ]);
    expect(reactions.map((entry) => entry.reaction)).toEqual([
      'LIKE',
      'LOVE',
      'CELEBRATE',
      'CLAP',
      'INSIGHTFUL',
      'CURIOUS',
    ]);
    expect(reactions[0]).toEqual({ reaction: 'LIKE', count: 1, reactedByMe: false });
    expect(reactions[1]).toEqual({ reaction: 'LOVE', count: 0, reactedByMe: false });
    expect(reactions[3]).toEqual({ reaction: 'CLAP', count: 2, reactedByMe: true });
  });
});

describe('filters', () => {
  it('offers Private only to those who see private posts', () => {
    expect(timelineFilters(true)).toEqual(['ALL', 'PUBLIC', 'PRIVATE', 'UPDATES']);
    expect(timelineFilters(false)).toEqual(['ALL', 'PUBLIC', 'UPDATES']);
  });
});

describe('messages', () => {
  it('turns plain text into paragraphs and line breaks, escaping what looks like markup', () => {
    expect(plainTextToHtml('  Hello team\nsee below\n\n\nif a<b & c>d  ')).toBe(
      '<p>Hello team<br>see below</p><p>if a&lt;b &amp; c&gt;d</p>',
    );
    expect(plainTextToHtml('line\r\nnext')).toBe('<p>line<br>next</p>');
    expect(plainTextToHtml('   \n ')).toBe('');
  });

  it('turns a stored message back into the text it came from', () => {
    const text = 'Hello team\nsee below\n\nif a<b & c>d';
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
    expect(htmlToPlainText('<p><strong>Big</strong> news</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Big news\n\none\n\ntwo',
    );
    expect(htmlToPlainText('<p>Tom&#39;s &quot;deck&quot;&nbsp;v2</p>')).toBe('Tom\'s "deck" v2');
  });

  it('needs words or a file', () => {
    expect(canSubmitPost('  ', 0)).toBe(false);
    expect(canSubmitPost('  ', 1)).toBe(true);
    expect(canSubmitPost('hi', 0)).toBe(true);
  });

  it('sends a reply on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
