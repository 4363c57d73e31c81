import { type CustomFieldType, isChoiceField, isNumberField } from '@cohort/shared';
import { formatDate } from '../../../lib/dates.ts';

/** An answer as the API returns it (null when the field is left empty). */
export interface FieldValue {
  text?: string | null;
  number?: number | null;
  date?: string | null;
  optionIds?: readonly string[] | null;
}

export interface FieldOption {
  _id: string;
  label: string;
}

/** Whether a field has an answer worth showing (an answer of the wrong shape for its type counts as none). */
export function hasFieldValue(type: CustomFieldType, value: FieldValue | null | undefined): boolean {
  if (!value) return false;
  if (isChoiceField(type)) return (value.optionIds?.length ?? 0) > 0;
  if (isNumberField(type)) return typeof value.number === 'number' && Number.isFinite(value.number);
  if (type === 'date') return Boolean(value.date);
  return Boolean(value.text?.trim());
}

/** A number in the interface language's way (1,234.5 / 1 234,5). */
export function formatFieldNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 20 }).format(value);
}

/** An amount in the field's currency, in the interface language's way; the number and the code when either is unknown. */
export function formatFieldCurrency(value: number, currency: string | null | undefined, language: string): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
    } catch {
      return `${formatFieldNumber(value, language)} ${currency}`;
    }
  }
  return formatFieldNumber(value, language);
}

/**
 * A calendar day (yyyy-MM-dd) in the spec's date format (spec 01 §9), read at UTC midnight so that no time zone moves
 * it to the day before; anything else is shown as it is.
 */
export function formatFieldDate(day: string, dayjsLocale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatDate(`${day}T00:00:00Z`, 'date', { locale: dayjsLocale, timeZone: 'UTC' });
}

/** The address a link answer opens: only http(s) addresses become links, anything else stays text. */
export function linkHref(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** The tel: address of a phone answer: its digits, with the leading + of an international number. */
export function phoneHref(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The chosen options of a choice answer, in the field's order; ids of options deleted since are left out. */
export function chosenOptions(options: readonly FieldOption[], optionIds: readonly string[] | null | undefined) {
  const chosen = new Set(optionIds ?? []);
  return options.filter((option) => chosen.has(option._id));
}
