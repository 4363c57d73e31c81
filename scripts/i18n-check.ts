import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../packages/shared/src/languages.ts';

/**
 * Fails when a language lacks a key that en has, has an empty value, has a key en does not have, or looks
 * like an untranslated copy of English (more than half its values identical to en).
 */
const LOCALE_FOLDERS = [
  path.resolve(import.meta.dirname, '../apps/web/src/locales'),
  path.resolve(import.meta.dirname, '../apps/server/src/locales'),
];
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [k, v] of flatten(value, name)) entries.set(k, v);
  }
  return entries;
}

function load(locales: string, language: string, file: string): Map<string, string> | null {
  const target = path.join(locales, language, file);
  if (!existsSync(target)) return null;
  return flatten(JSON.parse(readFileSync(target, 'utf8')) as Tree);
}

const problems: string[] = [];
let keyCount = 0;
let namespaceCount = 0;
for (const locales of LOCALE_FOLDERS) {
  const where = path.relative(path.resolve(import.meta.dirname, '..'), locales);
  const namespaces = readdirSync(path.join(locales, 'en')).filter((file) => file.endsWith('.json'));
  namespaceCount += namespaces.length;
  for (const file of namespaces) {
    const english = load(locales, 'en', file) ?? new Map();
    keyCount += english.size;
    for (const [key, value] of english)
      if (value.trim() === '') problems.push(`${where}/en/${file}: "${key}" is empty`);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const translated = load(locales, language, file);
      if (!translated) {
        problems.push(`${where}/${language}/${file} is missing`);
        continue;
      }
      let identical = 0;
      for (const [key, value] of english) {
        const other = translated.get(key);
        if (other === undefined) problems.push(`${where}/${language}/${file}: missing "${key}"`);
        else if (other.trim() === '') problems.push(`${where}/${language}/${file}: "${key}" is empty`);
        else if (other === value && /[a-z]{3}/i.test(value)) identical += 1;
      }
      for (const key of translated.keys())
        if (!english.has(key)) problems.push(`${where}/${language}/${file}: "${key}" is not in en`);
      if (english.size >= 4 && identical / english.size > 0.5) {
        problems.push(`${where}/${language}/${file}: ${identical} of ${english.size} values are identical to English`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `  ${problem}`).join('\n'));
  console.error(`i18n check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n check: ${namespaceCount} namespaces, ${keyCount} keys, ${LANGUAGES.length} languages, all complete`);
