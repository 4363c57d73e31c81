import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsUserType } from '@cohort/shared';
import { Lexer, type Token, type Tokens } from 'marked';

/** Cohort's own user guide (docs/guide/*.md, front matter: title and userTypes). */
const GUIDE_FOLDER = path.resolve(import.meta.dirname, '../../../../../docs/guide');

export interface GuidePage {
  slug: string;
  title: string;
  userTypes: readonly string[] | 'all';
  content: string;
}

let cache: GuidePage[] | undefined;

export function parseGuidePage(slug: string, text: string): GuidePage {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  const meta = new Map<string, string>();
  for (const line of (match?.[1] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) meta.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const types = meta.get('userTypes') ?? 'all';
  return {
    slug,
    title: meta.get('title') ?? slug,
    userTypes: types === 'all' ? 'all' : types.split(',').map((type) => type.trim()),
    content: match ? text.slice(match[0].length) : text,
  };
}

export function guidePages(): GuidePage[] {
  cache ??= readdirSync(GUIDE_FOLDER)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseGuidePage(file.replace(/\.md$/, ''), readFileSync(path.join(GUIDE_FOLDER, file), 'utf8')));
  return cache;
}

export function pagesFor(userType: DocsUserType): GuidePage[] {
  return guidePages().filter((page) => page.userTypes === 'all' || page.userTypes.includes(userType));
}

/** Block tokens: their text stands apart from its neighbours. */
const BLOCKS = new Set(['heading', 'paragraph', 'blockquote', 'list', 'list_item', 'table', 'code', 'def']);

/** The words of a token as a reader sees them: a link is its text, an image its alt text, no markup. */
function tokenText(token: Token): string {
  let text: string;
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'br':
      return ' ';
    case 'image':
      return (token as Tokens.Image).text;
    case 'html':
      // Raw HTML stays the text it is (the guide reader shows it as text too); inline HTML sits inside its line.
      return (token as Tokens.HTML).block ? ` ${token.raw} ` : token.raw;
    case 'list':
      text = (token as Tokens.List).items.map(tokenText).join(' ');
      break;
    case 'table': {
      const table = token as Tokens.Table;
      text = [table.header, ...table.rows].map((row) => row.map((cell) => tokensText(cell.tokens)).join(' ')).join(' ');
      break;
    }
    case 'code':
    case 'codespan':
      text = (token as Tokens.Code | Tokens.Codespan).text;
      break;
    default:
      text =
        'tokens' in token && Array.isArray(token.tokens)
          ? tokensText(token.tokens)
          : 'text' in token && typeof token.text === 'string'
            ? token.text
            : '';
  }
  return BLOCKS.has(token.type) ? ` ${text} ` : text;
}

function tokensText(tokens: readonly Token[]): string {
  return tokens.map(tokenText).join('');
}

/** A guide page as one line of plain text, read by marked's lexer as the web's guide reader reads it. */
export function plain(markdown: string): string {
  return tokensText(Lexer.lex(markdown)).replace(/\s+/g, ' ').trim();
}

/** The pages whose title or text hold every word of the query, best first, with an excerpt around the first hit. */
export function searchGuide(userType: DocsUserType, query: string): { slug: string; title: string; excerpt: string }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pagesFor(userType)
    .map((page) => {
      const text = plain(page.content);
      const haystack = `${page.title} ${text}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return null;
      const score = words.reduce((sum, word) => sum + (page.title.toLowerCase().includes(word) ? 10 : 1), 0);
      const at = Math.max(0, text.toLowerCase().indexOf(words[0] ?? ''));
      const start = Math.max(0, at - 60);
      const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, start + 180)}${start + 180 < text.length ? '…' : ''}`;
      return { slug: page.slug, title: page.title, excerpt, score };
    })
    .filter((hit) => hit !== null)
    .sort((a, b) => b.score - a.score)
    .map(({ score: _score, ...hit }) => hit);
}

export function excerptOf(page: GuidePage): string {
  const text = plain(page.content);
  return text.length > 180 ? `${text.slice(0, 180)}…` : text;
}
