import { type FormOption, type FormQuestion, flattenOptions } from './model.ts';

export const QUESTION_CHANGE_KINDS = [
  'label',
  'description',
  'type',
  'validations',
  'options',
  'dependency',
  'visibility',
  'formula',
  'columns',
  'position',
  'other',
] as const;
export type QuestionChangeKind = (typeof QUESTION_CHANGE_KINDS)[number];

export interface OptionChanges {
  added: FormOption[];
  removed: FormOption[];
  changed: Array<{ before: FormOption; after: FormOption }>;
}
export interface QuestionChange {
  before: FormQuestion;
  after: FormQuestion;
  kinds: QuestionChangeKind[];
  options: OptionChanges;
}
export interface FormComparison {
  added: FormQuestion[];
  removed: FormQuestion[];
  changed: QuestionChange[];
  unchanged: number;
}

/**
 * Equal settings: keys in any order (JSONB reorders them), and a null, missing or empty list setting all mean
 * "not set" (visibleTo [] is everyone, options null or []).
 */
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
function canonical(value: unknown): unknown {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
/** The options' values as a tree, to tell options reordered or moved under another parent. */
const optionShape = (options: FormOption[] | null | undefined): unknown =>
  (options ?? []).map((o) => [o.value, optionShape(o.children)]);

/**
 * The positions in `indices` that keep their order (a longest increasing subsequence): the questions that did not
 * move while others were moved around them.
 */
function inPlace(indices: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  indices.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (indices[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const out = new Set<number>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) out.add(i);
  return out;
}
const strip = ({ children: _c, ...option }: FormOption) => option;

/** What changed from one version of a form to the next: questions added, removed and changed (options included). */
export function compareForms(before: readonly FormQuestion[], after: readonly FormQuestion[]): FormComparison {
  const old = new Map(before.map((q, i) => [q.id, { q, i }]));
  const now = new Map(after.map((q, i) => [q.id, { q, i }]));
  const added = after.filter((q) => !old.has(q.id));
  const removed = before.filter((q) => !now.has(q.id));
  const kept = after.filter((q) => old.has(q.id));
  // A question moved when it is out of order among the kept ones; one moved to the end moves it alone.
  const stayed = inPlace(kept.map((q) => old.get(q.id)!.i));
  const changed: QuestionChange[] = [];
  let unchanged = 0;
  kept.forEach((q, keptIndex) => {
    const was = old.get(q.id)!.q;
    const kinds: QuestionChangeKind[] = [];
    if (!same(was.label, q.label)) kinds.push('label');
    if (!same(was.description, q.description)) kinds.push('description');
    if (was.questionType !== q.questionType || (was.behavesAs ?? null) !== (q.behavesAs ?? null)) kinds.push('type');
    if (!same(was.validations, q.validations)) kinds.push('validations');
    const options = compareOptions(was.options, q.options);
    const optionCount = options.added.length + options.removed.length + options.changed.length;
    if (optionCount > 0 || !same(optionShape(was.options), optionShape(q.options))) kinds.push('options');
    if (!same(was.dependency, q.dependency)) kinds.push('dependency');
    if (!same(was.visibleTo, q.visibleTo)) kinds.push('visibility');
    if (!same(was.formula, q.formula)) kinds.push('formula');
    if (!same(was.columns, q.columns)) kinds.push('columns');
    if (!stayed.has(keptIndex)) kinds.push('position');
    if (!same(untracked(was), untracked(q))) kinds.push('other');
    if (kinds.length > 0) changed.push({ before: was, after: q, kinds, options });
    else unchanged++;
  });
  return { added, removed, changed, unchanged };
}

const TRACKED = new Set([
  'id',
  'label',
  'description',
  'questionType',
  'behavesAs',
  'validations',
  'options',
  'dependency',
  'visibleTo',
  'formula',
  'columns',
]);
/** The question's other settings (link, page break, scale labels…), in a stable order. */
function untracked(q: FormQuestion): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(q)
      .filter(([k, v]) => !TRACKED.has(k) && v !== null && v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function compareOptions(
  before: FormOption[] | null | undefined,
  after: FormOption[] | null | undefined,
): OptionChanges {
  const a = flattenOptions(before);
  const b = flattenOptions(after);
  return {
    added: b.filter((o) => !a.some((x) => x.value === o.value)).map(({ depth: _d, ...o }) => strip(o)),
    removed: a.filter((o) => !b.some((x) => x.value === o.value)).map(({ depth: _d, ...o }) => strip(o)),
    changed: b.flatMap(({ depth: _d, ...o }) => {
      const was = a.find((x) => x.value === o.value);
      if (!was) return [];
      const { depth: _e, ...w } = was;
      return same(strip(w), strip(o)) ? [] : [{ before: strip(w), after: strip(o) }];
    }),
  };
}
