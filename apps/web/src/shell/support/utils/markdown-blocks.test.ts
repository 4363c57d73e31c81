import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref, withoutTitleHeading } from './markdown-blocks.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and lists', () => {
    const blocks = parseMarkdown(
      [
        '# Tasks',
        '',
        'Tasks keep your work',
        'on track.',
        '',
        '## Steps',
        '- Open **Tasks**',
        '- Press *New*',
        '',
        '1. One',
        '2. Two',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Tasks' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Tasks keep your work on track.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Steps' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [
            { kind: 'text', text: 'Open ' },
            { kind: 'strong', text: 'Tasks' },
          ],
          [
            { kind: 'text', text: 'Press ' },
            { kind: 'emphasis', text: 'New' },
          ],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'Two' }]] },
    ]);
  });

  it('keeps code blocks verbatim and reads quotes', () => {
    expect(parseMarkdown('```\n<b>x</b>\n  y\n```\n> Note: *careful*')).toEqual([
      { kind: 'code', text: '<b>x</b>\n  y' },
      {
        kind: 'quote',
        content: [
          { kind: 'text', text: 'Note: ' },
          { kind: 'emphasis', text: 'careful' },
        ],
      },
    ]);
  });

  it('keeps raw HTML as text, never as markup', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('ignores horizontal rules and joins an indented line to its list item', () => {
    expect(parseMarkdown('- first\n  continued\n\n---\ntext')).toEqual([
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'first continued' }]] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'text' }] },
    ]);
  });
});

describe('parseInline', () => {
  it('reads inline code and safe links', () => {
    expect(parseInline('Use `Ctrl+K` or see [the guide](/tasks) and [site](https://example.test)')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'code', text: 'Ctrl+K' },
      { kind: 'text', text: ' or see ' },
      { kind: 'link', text: 'the guide', href: '/tasks' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'site', href: 'https://example.test' },
    ]);
  });

  it('turns unsafe links and images into plain text', () => {
    expect(parseInline('[click](javascript:alert(1)) ![logo](/x.png)')).toEqual([
      // CommonMark reads the balanced parentheses as part of the address (the hand-written reader left a ')').
      { kind: 'text', text: 'click logo' },
    ]);
    expect(parseInline('[x](//evil.test)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('<a href="javascript:alert(1)">x</a>')).toEqual([
      { kind: 'text', text: '<a href="javascript:alert(1)">x</a>' },
    ]);
  });
});

describe('safeHref', () => {
  it('accepts web, mail and local links only', () => {
    expect(safeHref('https://a.test')).toBe('https://a.test');
    expect(safeHref('mailto:help@a.test')).toBe('mailto:help@a.test');
    expect(safeHref('/profile')).toBe('/profile');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.test')).toBeNull();
  });
});

describe('withoutTitleHeading', () => {
  it('drops a first heading that repeats the title, and nothing else', () => {
    expect(withoutTitleHeading(parseMarkdown('# Tasks\n\nText'), 'Tasks')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Text' }] },
    ]);
    expect(withoutTitleHeading(parseMarkdown('# Other\n\nText'), 'Tasks')).toHaveLength(2);
    expect(withoutTitleHeading(parseMarkdown('Text\n# Tasks'), 'Tasks')).toHaveLength(2);
  });
});
