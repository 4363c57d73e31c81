/** The share of profiles that answered a field, from 0 to 1 (0 when there are no profiles at all). */
export function fillRate(answered: number, total: number): number {
  if (total <= 0 || answered <= 0) return 0;
  return Math.min(1, answered / total);
}

/** A share from 0 to 1 as a percentage in the interface language ('45 %' in French, '%45' in Turkish). */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: share > 0 && share < 0.01 ? 1 : 0,
    numberingSystem: 'latn',
  }).format(share);
}

/** A count or a number in the interface language, with at most two decimals. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(value);
}

/**
 * An amount in the field's currency, in the interface language ('1 234,50 €' in French); a code Intl does not know
 * is written after the number.
 */
export function formatAmount(value: number, currency: string | null | undefined, language: string): string {
  const code = (currency ?? '').trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency: code, numberingSystem: 'latn' }).format(
        value,
      );
    } catch {
      // An unknown code: the plain number and the code below.
    }
  }
  const number = formatNumber(value, language);
  return code ? `${number} ${code}` : number;
}

/** A month bucket of a date field's answers: 'yyyy-MM' (or 'yyyy' when grouped by year) and how many fell in it. */
export interface DateBucket {
  key: string;
  count: number;
}

/** Beyond this many months from the first answer to the last, the chart counts by year instead. */
export const MAX_MONTHS_IN_CHART = 36;

function monthIndex(month: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function monthKey(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The answers of a date field by month, oldest first, with the empty months in between so that the axis is even;
 * by year when they span more than three years.
 */
export function dateBuckets(months: readonly { month: string; count: number }[]): {
  unit: 'month' | 'year';
  buckets: DateBucket[];
} {
  const counts = new Map<number, number>();
  for (const { month, count } of months) {
    const index = monthIndex(month);
    if (index !== null) counts.set(index, (counts.get(index) ?? 0) + count);
  }
  if (counts.size === 0) return { unit: 'month', buckets: [] };
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  if (last - first < MAX_MONTHS_IN_CHART) {
    const buckets: DateBucket[] = [];
    for (let index = first; index <= last; index += 1) {
      buckets.push({ key: monthKey(index), count: counts.get(index) ?? 0 });
    }
    return { unit: 'month', buckets };
  }
  const years = new Map<number, number>();
  for (const [index, count] of counts) {
    const year = Math.floor(index / 12);
    years.set(year, (years.get(year) ?? 0) + count);
  }
  const firstYear = Math.floor(first / 12);
  const lastYear = Math.floor(last / 12);
  const buckets: DateBucket[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    buckets.push({ key: String(year).padStart(4, '0'), count: years.get(year) ?? 0 });
  }
  return { unit: 'year', buckets };
}

/** The name of a bucket in the interface language: 'Mar 2024' (short) or 'March 2024' (long), or the year. */
export function bucketLabel(key: string, language: string, length: 'short' | 'long'): string {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(key);
  if (!match) return key;
  if (match[2] === undefined) return match[1] as string;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, {
    month: length === 'short' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}
