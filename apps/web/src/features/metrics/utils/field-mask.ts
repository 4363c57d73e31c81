import type { MetricUnitType } from '@cohort/shared';
import { unitAllowsDecimals } from '@cohort/shared';

/** How one data form field looks and what it lets through as the person types (spec 02 §5 input masks). */
export interface MetricFieldMask {
  prefix: string;
  suffix: string;
  /** Percentage, money and employees take decimals (a comma is accepted and read as a point). */
  decimals: boolean;
  /** Only percentages may be negative. */
  negative: boolean;
  inputMode: 'numeric' | 'decimal' | 'text';
}

/** Where the organisation's currency symbol goes in this language: before (prefix) or after (suffix) the amount. */
export function currencyAffixes(currency: string, locale: string): { prefix: string; suffix: string } {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  } catch {
    return { prefix: '', suffix: ` ${currency}` };
  }
  const symbolAt = parts.findIndex((part) => part.type === 'currency');
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  const symbol = parts[symbolAt]?.value ?? currency;
  return symbolAt >= 0 && symbolAt < numberAt ? { prefix: symbol, suffix: '' } : { prefix: '', suffix: ` ${symbol}` };
}

export function metricFieldMask(unitType: MetricUnitType, currency: string, locale: string): MetricFieldMask {
  if (unitType === 'DATE') return { prefix: '', suffix: '', decimals: false, negative: false, inputMode: 'text' };
  const decimals = unitAllowsDecimals(unitType);
  const base = {
    prefix: '',
    suffix: '',
    decimals,
    negative: false,
    inputMode: decimals ? 'decimal' : 'numeric',
  } as const;
  if (unitType === 'PERCENTAGE') return { ...base, suffix: ' %', negative: true };
  if (unitType === 'MONETARY') return { ...base, ...currencyAffixes(currency, locale) };
  return base;
}

/**
 * What typing may leave in the field: digits, one decimal separator (point or comma) where decimals are allowed, a
 * leading minus where negatives are; anything else is dropped. Whether the result is a valid number is said by the
 * shared rules (an empty decimal part, for instance, stays "Invalid number" until completed).
 */
export function applyMetricMask(text: string, mask: MetricFieldMask): string {
  if (mask.inputMode === 'text') return text;
  let out = '';
  let separator = false;
  for (const [index, char] of [...text.replace(/\s*%$/, '')].entries()) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '-' && mask.negative && index === 0) out += char;
    else if ((char === '.' || char === ',') && mask.decimals && !separator) {
      separator = true;
      out += char;
    }
  }
  return out;
}

/** The period a data date reports on, as the form titles it: the month before the data date ("March 2026"). */
export function periodLabel(dataDate: string, locale: string): string {
  const [year, month] = dataDate.split('-').map(Number);
  if (!year || !month) return dataDate;
  const start = new Date(Date.UTC(year, month - 2, 1));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start);
}
