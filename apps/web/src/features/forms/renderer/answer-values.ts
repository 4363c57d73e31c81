import {
  type ChoiceAnswer,
  type FormAnswerValue,
  type FormQuestion,
  isChoiceAnswer,
  pagesOf,
  type QuestionState,
  type VideoAnswer,
} from '@cohort/shared';

/** How an organisation's currency is written beside an amount in the interface language: before or after it. */
export function currencyAffix(currency: string, language: string): { prefix?: string; suffix?: string } {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(language, { style: 'currency', currency, numberingSystem: 'latn' }).formatToParts(1);
  } catch {
    return { prefix: `${currency} ` };
  }
  const at = parts.findIndex((part) => part.type === 'currency');
  const symbol = parts[at]?.value;
  if (!symbol) return { prefix: `${currency} ` };
  const number = parts.findIndex((part) => part.type === 'integer');
  return at < number ? { prefix: `${symbol} ` } : { suffix: ` ${symbol}` };
}

/** The digits after the decimal point an amount of this currency takes (2 for USD, 0 for JPY). */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The answer a Mantine NumberInput's value stands for: a number, nothing when cleared, a partial text as typed. */
export function numberAnswer(value: number | string): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && !/[.,]$/.test(value) ? n : value;
}

/** The value a NumberInput shows for an answer. */
export function numberInputValue(value: FormAnswerValue | undefined): number | string {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

export function textValue(value: FormAnswerValue | undefined): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function choiceValues(value: FormAnswerValue | undefined): string[] {
  return isChoiceAnswer(value) ? value.values : [];
}

/**
 * The answer after choosing `values`: the write-in text is kept while a write-in option stays chosen and dropped
 * otherwise, so no stale "other" text is sent.
 */
export function chooseValues(
  previous: FormAnswerValue | undefined,
  values: string[],
  writeInValues: ReadonlySet<string>,
): ChoiceAnswer | null {
  if (values.length === 0) return null;
  const writeIn = isChoiceAnswer(previous) ? previous.writeIn : null;
  return values.some((v) => writeInValues.has(v)) && writeIn ? { values, writeIn } : { values };
}

export function withWriteIn(previous: FormAnswerValue | undefined, writeIn: string): ChoiceAnswer {
  return { values: choiceValues(previous), writeIn };
}

export function videoValue(value: FormAnswerValue | undefined): VideoAnswer {
  if (value && typeof value === 'object' && !Array.isArray(value) && ('url' in value || 'file' in value)) {
    return value as VideoAnswer;
  }
  return {};
}

/** Only http(s) addresses are embedded in a frame; anything else (javascript:, data:) is neither framed nor linked. */
export function embeddableUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The pages a person goes through: a section with `newPage` starts one; a page none of whose questions is visible to
 * them is skipped.
 */
export function visiblePages(
  questions: readonly FormQuestion[],
  states: ReadonlyMap<string, QuestionState>,
): FormQuestion[][] {
  return pagesOf(questions)
    .map((page) => page.filter((q) => states.get(q.id)?.visible !== false))
    .filter((page) => page.length > 0);
}

/** The points of a number scale from min to max by step (at most 101 points, so a wrong step cannot hang the page). */
export function scalePoints(min: number, max: number, step: number): number[] {
  const points: number[] = [];
  const by = step > 0 ? step : 1;
  for (let i = 0; points.length <= 100; i += 1) {
    const point = Math.round((min + i * by) * 1e6) / 1e6;
    if (point > max) break;
    points.push(point);
  }
  return points;
}

/** A file's size in the interface language (kB below a megabyte, MB above). */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(bytes / 1024, 0.1));
}
