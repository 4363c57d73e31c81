import { flattenOptions, type FormOption, localized } from '@cohort/shared';

export interface OptionRow {
  value: string;
  label: string;
  /** 0 at the top of a tree. */
  depth: number;
  isWriteIn: boolean;
  /** The labels of the options above it, top first (trees). */
  path: string[];
}

/** The options of a list or tree as the rows shown, depth first, labels in the form's language. */
export function optionRows(options: readonly FormOption[] | null | undefined, language: string): OptionRow[] {
  const rows: OptionRow[] = [];
  const path: string[] = [];
  for (const option of flattenOptions(options)) {
    path.length = option.depth;
    const label = localized(option.labels, language) || option.value;
    rows.push({
      value: option.value,
      label,
      depth: option.depth,
      isWriteIn: Boolean(option.isWriteIn),
      path: [...path],
    });
    path.push(label);
  }
  return rows;
}

export function writeInValues(rows: readonly OptionRow[]): Set<string> {
  return new Set(rows.filter((row) => row.isWriteIn).map((row) => row.value));
}
