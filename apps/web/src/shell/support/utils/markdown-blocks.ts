import { safeHref } from './safe-href.ts';

/**
 * A small markdown reader for the guide pages: headings, paragraphs, lists, quotes and code blocks, with bold,
 * italics, inline code and links inside. It produces plain data that is rendered as React text, so no HTML from a
 * page ever reaches the document.
 */
export type InlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'emphasis'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: InlineSegment[] }
  | { kind: 'paragraph'; content: InlineSegment[] }
  | { kind: 'quote'; content: InlineSegment[] }
  | { kind: 'list'; ordered: boolean; items: InlineSegment[][] }
  | { kind: 'code'; text: string };

// safeHref is in its own module: the support menu of every signed-in page uses it, this reader comes on demand.
export { safeHref };

const INLINE =
  /(\*\*|__)(.+?)\1|(`)([^`]+)`|!?\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)|(\*|_)([^*_\s](?:[^*_]*[^*_\s])?)\7/g;

/** Splits a line of text into plain, bold, italic, code and link segments. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const push = (segment: InlineSegment) => {
    const last = segments.at(-1);
    if (segment.kind === 'text' && last?.kind === 'text') last.text += segment.text;
    else if (segment.text !== '') segments.push(segment);
  };
  let position = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    push({ kind: 'text', text: text.slice(position, index) });
    position = index + match[0].length;
    if (match[2] !== undefined) push({ kind: 'strong', text: match[2] });
    else if (match[4] !== undefined) push({ kind: 'code', text: match[4] });
    else if (match[8] !== undefined) push({ kind: 'emphasis', text: match[8] });
    else {
      const label = match[5] ?? '';
      const href = match[0].startsWith('!') ? null : safeHref(match[6] ?? '');
      push(href ? { kind: 'link', text: label || href, href } : { kind: 'text', text: label });
    }
  }
  push({ kind: 'text', text: text.slice(position) });
  return segments;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

/** Reads a markdown page into blocks. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (quote.length > 0) blocks.push({ kind: 'quote', content: parseInline(quote.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trimStart().startsWith(fence[1] ?? '```')) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '' || RULE.test(line)) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
      continue;
    }
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const ordered = !BULLET.test(line);
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(item[1] ?? '');
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      if (paragraph.length > 0 || list) flush();
      quote.push(quoted[1] ?? '');
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      // An indented line continues the last list item.
      list.items[list.items.length - 1] = `${list.items.at(-1) ?? ''} ${line.trim()}`;
      continue;
    }
    if (list || quote.length > 0) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** The blocks without a first heading that only repeats the page title (the dialog shows the title already). */
export function withoutTitleHeading(blocks: readonly MarkdownBlock[], title: string): MarkdownBlock[] {
  const [first, ...rest] = blocks;
  if (first?.kind !== 'heading') return [...blocks];
  const text = first.content
    .map((segment) => segment.text)
    .join('')
    .trim();
  return text.toLocaleLowerCase() === title.trim().toLocaleLowerCase() ? rest : [...blocks];
}
