import { type FormOption, flattenOptions } from '@cohort/shared';

/** Where an option sits in a (tree) list: its index at each level, from the top. */
export type OptionPath = readonly number[];

function mapAt(
  options: readonly FormOption[],
  path: OptionPath,
  change: (siblings: FormOption[], index: number) => FormOption[],
): FormOption[] {
  const [index, ...rest] = path;
  if (index === undefined) return [...options];
  if (rest.length === 0) return change([...options], index);
  return options.map((option, i) =>
    i === index ? { ...option, children: mapAt(option.children ?? [], rest, change) } : option,
  );
}

/** Every value used in the list, children included, so that a new option takes a free one. */
export function optionValues(options: readonly FormOption[] | null | undefined): string[] {
  return flattenOptions(options).map((option) => option.value);
}

export function updateOptionAt(
  options: readonly FormOption[],
  path: OptionPath,
  patch: Partial<FormOption>,
): FormOption[] {
  return mapAt(options, path, (siblings, index) =>
    siblings.map((option, i) => (i === index ? { ...option, ...patch } : option)),
  );
}

export function removeOptionAt(options: readonly FormOption[], path: OptionPath): FormOption[] {
  return mapAt(options, path, (siblings, index) => siblings.filter((_, i) => i !== index));
}

/** Adds `option` at the end of the top level (`parent` empty) or under the option at `parent`. */
export function addOptionUnder(options: readonly FormOption[], parent: OptionPath, option: FormOption): FormOption[] {
  if (parent.length === 0) return [...options, option];
  return mapAt(options, parent, (siblings, index) =>
    siblings.map((o, i) => (i === index ? { ...o, children: [...(o.children ?? []), option] } : o)),
  );
}

/** Moves an option among its siblings by `offset` places; out of bounds changes nothing. */
export function moveOptionAt(options: readonly FormOption[], path: OptionPath, offset: number): FormOption[] {
  return mapAt(options, path, (siblings, index) => {
    const target = index + offset;
    if (target < 0 || target >= siblings.length) return siblings;
    const [moved] = siblings.splice(index, 1);
    siblings.splice(target, 0, moved!);
    return siblings;
  });
}

/** How many levels a list has (1 without children, 0 when empty). */
export function optionDepth(options: readonly FormOption[] | null | undefined): number {
  return Math.max(0, ...flattenOptions(options).map((option) => option.depth + 1));
}
