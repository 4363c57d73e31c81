import { describe, expect, it } from 'vitest';
import { excerptOf, parseGuidePage, plain } from './docs.service.ts';

describe('guide excerpts', () => {
  it('shows a link as its text, not as [text](url)', () => {
    const page = parseGuidePage(
      'links',
      '---\ntitle: Links\nuserTypes: all\n---\n# Roles\n\nRead the [permission matrix](/docs/permissions) before **changing** a role.\n',
    );
    expect(excerptOf(page)).toBe('Roles Read the permission matrix before changing a role.');
  });

  it('reads markdown as a reader sees it: headings, lists, quotes, tables, code and images in one line', () => {
    expect(
      plain(
        '## Tasks\n\n- one\n- two\n  - nested\n\n> a _quote_ with `code` and snake_case\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![the board](board.png) <b>raw</b>\n',
      ),
    ).toBe('Tasks one two nested a quote with code and snake_case a b 1 2 the board <b>raw</b>');
  });
});
