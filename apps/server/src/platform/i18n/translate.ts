import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@cohort/shared';

/**
 * Server-side translations (e-mails, REST error messages), from apps/server/src/locales/<lang>/<namespace>.json.
 * A key missing in a language falls back to en, then to the key itself.
 */
// drizzle-kit loads the table files as CommonJS, where import.meta.dirname is undefined.
const LOCALES = path.resolve(import.meta.dirname ?? __dirname, '../../locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}.${key}`;
    if (typeof value === 'string') into.set(name, value);
    else flatten(value, name, into);
  }
}

const catalogues = new Map<Language, Map<string, string>>();
function catalogue(language: Language): Map<string, string> {
  let entries = catalogues.get(language);
  if (!entries) {
    entries = new Map();
    const folder = path.join(LOCALES, language);
    const files = existsSync(folder) ? readdirSync(folder) : [];
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      flatten(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree, file.replace(/\.json$/, ''), entries);
    }
    catalogues.set(language, entries);
  }
  return entries;
}

/** Translates `namespace.key` into a language, replacing `{{name}}` placeholders. */
export function translate(language: string, key: string, values: Record<string, string | number> = {}): string {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const template = catalogue(lang).get(key) ?? catalogue(DEFAULT_LANGUAGE).get(key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;
export function translatorFor(language: string): Translate {
  return (key, values) => translate(language, key, values);
}

/** The language of a request: the lang_pref cookie, then Accept-Language, then the fallback. */
export function requestLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  fallback: string,
): Language {
  const cookie = /(?:^|;\s*)lang_pref=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (cookie && isLanguage(decodeURIComponent(cookie))) return decodeURIComponent(cookie) as Language;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return isLanguage(fallback) ? fallback : DEFAULT_LANGUAGE;
}

export const SERVER_LANGUAGES = LANGUAGES;
