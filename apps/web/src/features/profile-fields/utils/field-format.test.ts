import { describe, expect, it } from 'vitest';
import {
  chosenOptions,
  formatFieldCurrency,
  formatFieldDate,
  formatFieldNumber,
  hasFieldValue,
  linkHref,
  phoneHref,
} from './field-format.ts';

describe('profile field answers, read', () => {
  it('tells answered fields from empty ones, by type', () => {
    expect(hasFieldValue('text', null)).toBe(false);
    expect(hasFieldValue('text', { text: '  ' })).toBe(false);
    expect(hasFieldValue('text_long', { text: 'Two\nlines' })).toBe(true);
    expect(hasFieldValue('number', { number: 0 })).toBe(true);
    expect(hasFieldValue('currency', { number: null })).toBe(false);
    expect(hasFieldValue('date', { date: '2026-03-04' })).toBe(true);
    expect(hasFieldValue('select_checkbox', { optionIds: [] })).toBe(false);
    expect(hasFieldValue('select_dropdown', { optionIds: ['a'] })).toBe(true);
    // A text on a choice field is not an answer to it.
    expect(hasFieldValue('select_radio', { text: 'Seed' })).toBe(false);
  });

  it('writes numbers and amounts the way the interface language does', () => {
    expect(formatFieldNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatFieldNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatFieldCurrency(1500, 'EUR', 'en')).toBe('€1,500.00');
    expect(formatFieldCurrency(1500, 'USD', 'fr')).toBe('1\u202f500,00\u00a0$US');
    expect(formatFieldCurrency(12, null, 'en')).toBe('12');
    expect(formatFieldCurrency(12, 'EURO', 'en')).toBe('12 EURO');
  });

  it('writes a day in the spec format, never the day before', () => {
    expect(formatFieldDate('2026-03-04', 'en')).toBe('Mar 04, 2026');
    expect(formatFieldDate('2026-12-31', 'en')).toBe('Dec 31, 2026');
    expect(formatFieldDate('soon', 'en')).toBe('soon');
  });

  it('links web addresses and phone numbers safely', () => {
    expect(linkHref('https://example.com/deck')).toBe('https://example.com/deck');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('example.com')).toBeNull();
    expect(phoneHref('+33 (0)6 12-34.56 78')).toBe('tel:+330612345678');
    expect(phoneHref('06 12 34 56 78')).toBe('tel:0612345678');
  });

  it('lists chosen options in the field’s order, skipping deleted ones', () => {
    const options = [
      { _id: 'a', label: 'Idea' },
      { _id: 'b', label: 'Seed' },
      { _id: 'c', label: 'Series A' },
    ];
    expect(chosenOptions(options, ['c', 'gone', 'a']).map((option) => option.label)).toEqual(['Idea', 'Series A']);
    expect(chosenOptions(options, null)).toEqual([]);
  });
});
