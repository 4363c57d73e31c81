import { isDecimal, normalizeDecimal } from './decimal.ts';
import { METRIC_MESSAGES, type MetricUnitType } from './model.ts';

/** The largest number of digits before and after the decimal point a value may carry. */
export const METRIC_VALUE_LIMITS = { integerDigits: 18, fractionDigits: 6 } as const;

export type ParsedMetricValue =
  | { kind: 'empty' }
  | { kind: 'number'; value: string }
  | { kind: 'date'; value: string }
  | { kind: 'invalid'; message: string };

/** Units whose values may carry decimals (spec 02 §5 input masks): percentage, money, employees. */
export function unitAllowsDecimals(unitType: MetricUnitType): boolean {
  return unitType === 'PERCENTAGE' || unitType === 'MONETARY' || unitType === 'EMPLOYEE';
}

function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads what a founder typed for one metric (spec 02 §5): empty is not filled (zero is); a comma decimal symbol is
 * swapped for a point; only digits and one decimal point, decimals for percentage, money and employees; a
 * percentage may carry its " %" suffix and a sign; a date is yyyy-MM-dd. Money says "Invalid amount", the rest
 * "Invalid number". The value comes back in its canonical decimal form.
 */
export function parseMetricValue(raw: string | null | undefined, unitType: MetricUnitType): ParsedMetricValue {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'empty' };
  if (unitType === 'DATE') {
    return isIsoDate(text) ? { kind: 'date', value: text } : { kind: 'invalid', message: METRIC_MESSAGES.invalidDate };
  }
  const invalid: ParsedMetricValue = {
    kind: 'invalid',
    message: unitType === 'MONETARY' ? METRIC_MESSAGES.invalidAmount : METRIC_MESSAGES.invalidNumber,
  };
  let number = text.replace(/,/g, '.');
  if (unitType === 'PERCENTAGE') number = number.replace(/\s*%$/, '');
  const signed = unitType === 'PERCENTAGE' && number.startsWith('-');
  const digits = signed ? number.slice(1) : number;
  if (!/^\d+(\.\d+)?$/.test(digits)) return invalid;
  const [whole = '', fraction = ''] = digits.split('.');
  if (fraction && !unitAllowsDecimals(unitType)) return invalid;
  if (whole.replace(/^0+(?=\d)/, '').length > METRIC_VALUE_LIMITS.integerDigits) return invalid;
  if (fraction.length > METRIC_VALUE_LIMITS.fractionDigits) return invalid;
  const value = normalizeDecimal(signed ? `-${digits}` : digits);
  return isDecimal(value) ? { kind: 'number', value } : invalid;
}

/**
 * A value formatted for a message: money in the organisation's currency (exactly: the decimal string goes to Intl as
 * a string), other numbers with the locale's grouping. An unknown currency code falls back to "1,000 XYZ".
 */
export function formatMetricValue(value: string, unitType: MetricUnitType, currency: string, locale = 'en'): string {
  const exact = value as unknown as number;
  if (unitType === 'MONETARY') {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 6 }).format(exact);
    } catch {
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(exact)} ${currency}`;
    }
  }
  if (unitType === 'PERCENTAGE')
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(exact)} %`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(exact);
}
