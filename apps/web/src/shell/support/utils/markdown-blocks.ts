import { Lexer, type Token, type Tokens } from 'marked';
import { safeHref } from './safe-href.ts';

/**
 * The guide pages' markdown, read by marked's lexer (CommonMark and GitHub's extensions) into plain data: headings,
 * paragraphs, lists, quotes and code blocks, with bold, italics, inline code and links inside. Nothing is turned into
 * HTML: the data is rendered as React text, so raw HTML in a page shows as text, and a link keeps only a safe address
 * (`safeHref`), else it is its text.
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

/** Text as it reads on one line: a line break inside a paragraph is a space, as in a browser. */
function oneLine(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
}

/** The text of inline tokens, without their formatting. */
function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === 'image') return (token as Tokens.Image).text;
      if ('tokens' in token && Array.isArray(token.tokens) && token.type !== 'codespan') return plainText(token.tokens);
      if (token.type === 'html') return (token as Tokens.HTML).raw;
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

function inlineSegments(tokens: readonly Token[] | undefined): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const push = (segment: InlineSegment) => {
    const text = oneLine(segment.text);
    const last = segments.at(-1);
    if (segment.kind === 'text' && last?.kind === 'text') last.text += text;
    else if (text !== '') segments.push({ ...segment, text });
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        push({ kind: 'strong', text: plainText((token as Tokens.Strong).tokens) });
        break;
      case 'em':
        push({ kind: 'emphasis', text: plainText((token as Tokens.Em).tokens) });
        break;
      case 'codespan':
        push({ kind: 'code', text: (token as Tokens.Codespan).text });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = safeHref(link.href);
        const text = plainText(link.tokens);
        push(href ? { kind: 'link', text: text || href, href } : { kind: 'text', text });
        break;
      }
      case 'image':
        push({ kind: 'text', text: (token as Tokens.Image).text });
        break;
      case 'br':
        push({ kind: 'text', text: ' ' });
        break;
      case 'html':
        // Raw HTML is shown as the text it is, never as markup.
        push({ kind: 'text', text: (token as Tokens.HTML).raw });
        break;
      default:
        if ('tokens' in token && Array.isArray(token.tokens)) {
          for (const segment of inlineSegments(token.tokens)) push(segment);
        } else {
          push({ kind: 'text', text: 'text' in token && typeof token.text === 'string' ? token.text : '' });
        }
    }
  }
  return segments;
}

/** Splits a line of text into plain, bold, italic, code and link segments. */
export function parseInline(text: string): InlineSegment[] {
  return inlineSegments(Lexer.lexInline(text));
}

/** Inline contents one after the other, with a separator between them; neighbouring texts are one segment. */
function joinSegments(parts: readonly InlineSegment[][], separator: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pushText = (text: string) => {
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const part of parts.filter((content) => content.length > 0)) {
    if (segments.length > 0) pushText(separator);
    for (const segment of part) {
      if (segment.kind === 'text') pushText(segment.text);
      else segments.push({ ...segment });
    }
  }
  return segments;
}

/** The inline content of block tokens (a list item's or a quote's paragraphs, nested lists), in a row. */
function flatInline(tokens: readonly Token[] | undefined): InlineSegment[] {
  const parts = (tokens ?? []).map((token): InlineSegment[] => {
    if (token.type === 'list')
      return joinSegments(
        (token as Tokens.List).items.map((item) => flatInline(item.tokens)),
        ' ',
      );
    if (token.type === 'code') return [{ kind: 'code', text: (token as Tokens.Code).text }];
    if (token.type === 'space' || token.type === 'hr') return [];
    return toBlockInline(token);
  });
  return joinSegments(parts, ' ');
}

function toBlockInline(token: Token): InlineSegment[] {
  if (token.type === 'html') return [{ kind: 'text', text: (token as Tokens.HTML).raw.trim() }];
  if ('tokens' in token && Array.isArray(token.tokens)) {
    return token.type === 'blockquote' ? flatInline(token.tokens) : inlineSegments(token.tokens);
  }
  return 'text' in token && typeof token.text === 'string' ? inlineSegments([token]) : [];
}

/** Reads a markdown page into blocks. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const token of Lexer.lex(markdown)) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const level = Math.min(Math.max(heading.depth, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
        blocks.push({ kind: 'heading', level, content: inlineSegments(heading.tokens) });
        break;
      }
      case 'code':
        blocks.push({ kind: 'code', text: (token as Tokens.Code).text });
        break;
      case 'blockquote':
        blocks.push({ kind: 'quote', content: flatInline((token as Tokens.Blockquote).tokens) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map((item) => flatInline(item.tokens)) });
        break;
      }
      case 'table': {
        // A table reads as one line per row, its cells separated by a middle dot.
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const content = joinSegments(
            row.map((cell) => inlineSegments(cell.tokens)),
            ' · ',
          );
          if (content.length > 0) blocks.push({ kind: 'paragraph', content });
        }
        break;
      }
      case 'space':
      case 'hr':
      case 'def':
        break;
      default: {
        const content = toBlockInline(token);
        if (content.length > 0) blocks.push({ kind: 'paragraph', content });
      }
    }
  }
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
