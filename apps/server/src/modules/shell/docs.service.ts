import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsUserType } from '@cohort/shared';

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

function plain(markdown: string): string {
  return markdown
    .replace(/^#+\s*/gm, '')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
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
