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

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const strip = ({ children: _c, ...option }: FormOption) => option;

/** What changed from one version of a form to the next: questions added, removed and changed (options included). */
export function compareForms(before: readonly FormQuestion[], after: readonly FormQuestion[]): FormComparison {
  const old = new Map(before.map((q, i) => [q.id, { q, i }]));
  const now = new Map(after.map((q, i) => [q.id, { q, i }]));
  const added = after.filter((q) => !old.has(q.id));
  const removed = before.filter((q) => !now.has(q.id));
  const kept = after.filter((q) => old.has(q.id));
  const keptBefore = before.filter((q) => now.has(q.id)).map((q) => q.id);
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
    if (options.added.length + options.removed.length + options.changed.length > 0) kinds.push('options');
    if (!same(was.dependency, q.dependency)) kinds.push('dependency');
    if (!same(was.visibleTo, q.visibleTo)) kinds.push('visibility');
    if (!same(was.formula, q.formula)) kinds.push('formula');
    if (!same(was.columns, q.columns)) kinds.push('columns');
    if (keptBefore[keptIndex] !== q.id) kinds.push('position');
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
