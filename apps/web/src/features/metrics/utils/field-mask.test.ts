import { parseMetricValue } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/browser-storage.ts';
import { checkerStep, rememberSkip, wasSkipped } from './checker-step.ts';
import { applyMetricMask, currencyAffixes, metricFieldMask, periodLabel } from './field-mask.ts';
import { toFormField } from './form-fields.ts';

describe('metricFieldMask (spec 02 §5 input masks)', () => {
  it('gives percentages a " %" suffix, decimals and a sign', () => {
    expect(metricFieldMask('PERCENTAGE', 'EUR', 'en')).toMatchObject({ suffix: ' %', decimals: true, negative: true });
  });

  it('places the currency symbol as the language writes it', () => {
    expect(currencyAffixes('USD', 'en')).toEqual({ prefix: '$', suffix: '' });
    expect(currencyAffixes('EUR', 'fr')).toEqual({ prefix: '', suffix: ' €' });
    expect(metricFieldMask('MONETARY', 'EUR', 'de')).toMatchObject({ suffix: ' €', decimals: true, negative: false });
    expect(currencyAffixes('NOPE', 'en')).toEqual({ prefix: '', suffix: ' NOPE' });
  });

  it('lets employees carry decimals and keeps other counts whole and non-negative', () => {
    expect(metricFieldMask('EMPLOYEE', 'EUR', 'en')).toMatchObject({ decimals: true, negative: false });
    for (const unit of ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'] as const) {
      expect(metricFieldMask(unit, 'EUR', 'en')).toMatchObject({
        decimals: false,
        negative: false,
        inputMode: 'numeric',
      });
    }
    expect(metricFieldMask('DATE', 'EUR', 'en').inputMode).toBe('text');
  });

  it('drops what a unit does not take as the person types, keeping a comma decimal', () => {
    const money = metricFieldMask('MONETARY', 'EUR', 'en');
    expect(applyMetricMask('1 234,5x', money)).toBe('1234,5');
    expect(applyMetricMask('-12.5.3', money)).toBe('12.53');
    expect(applyMetricMask('-4,25 %', metricFieldMask('PERCENTAGE', 'EUR', 'en'))).toBe('-4,25');
    expect(applyMetricMask('12,5', metricFieldMask('USER', 'EUR', 'en'))).toBe('125');
    expect(applyMetricMask('2026-03-01', metricFieldMask('DATE', 'EUR', 'en'))).toBe('2026-03-01');
    // What the mask leaves is read by the shared rules: a comma decimal is a point.
    expect(parseMetricValue(applyMetricMask('1 234,5', money), 'MONETARY')).toEqual({
      kind: 'number',
      value: '1234.5',
    });
  });
});

describe('periodLabel', () => {
  it('is the month before the data date', () => {
    expect(periodLabel('2026-04-01', 'en')).toBe('March 2026');
    expect(periodLabel('2026-01-01', 'en')).toBe('December 2025');
    expect(periodLabel('2026-01-01', 'fr')).toBe('décembre 2025');
  });
});

describe('toFormField', () => {
  it('rebuilds each rule target and prefers the custom label', () => {
    const field = toFormField(
      {
        id: 'd1',
        metadata: { customLabel: null },
        metric: {
          id: 'm1',
          name: [
            { language: 'en', value: 'Burn' },
            { language: 'fr', value: 'Dépenses nettes' },
          ],
          unitOfMeasure: { unitType: 'MONETARY', customName: null },
        },
        validations: [
          { rule: 'max', targetKind: 'number', value: '10', metricIds: [], label: null },
          { rule: 'lessThan', targetKind: 'metric', value: null, metricIds: ['m2'], label: 'Below revenue' },
          { rule: 'min', targetKind: 'sum', value: null, metricIds: ['m2', 'm3'], label: null },
        ],
      },
      'fr-FR',
    );
    expect(field.name).toBe('Dépenses nettes');
    expect(field.validations.map((v) => v.target)).toEqual([
      { kind: 'number', value: '10' },
      { kind: 'metric', metricId: 'm2' },
      { kind: 'sum', metricIds: ['m2', 'm3'] },
    ]);
  });
});

describe('checkerStep (spec 02 §4)', () => {
  const facts = { initialCategorizationComplete: false, pendingType: 'categorization', skippedThisSession: false };
  it('is null until known, then what is pending, or closed', () => {
    expect(checkerStep(null)).toBeNull();
    expect(checkerStep(facts)).toBe('CATEGORIZATION');
    expect(checkerStep({ ...facts, initialCategorizationComplete: true, pendingType: 'metrics' })).toBe('METRICS');
    expect(checkerStep({ ...facts, pendingType: null })).toBe('CLOSED');
  });

  it('stays closed after a skip this session once the categorization is complete', () => {
    expect(checkerStep({ ...facts, skippedThisSession: true })).toBe('CATEGORIZATION');
    expect(checkerStep({ initialCategorizationComplete: true, pendingType: 'metrics', skippedThisSession: true })).toBe(
      'CLOSED',
    );
    const storage = createMemoryStorage();
    expect(wasSkipped(storage, 's1')).toBe(false);
    rememberSkip(storage, 's1');
    expect(wasSkipped(storage, 's1')).toBe(true);
    expect(wasSkipped(storage, 's2')).toBe(false);
  });
});
