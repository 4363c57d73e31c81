import { formatMessage, METRIC_MESSAGES, validateCategorization, validateMetricForm } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/metrics.json';
import { metricMessageKey } from './metric-messages.ts';

describe('metricMessageKey (the shared rules said in the interface language)', () => {
  it('reads every exact message back to its key, which en translates to the same words', () => {
    for (const key of ['atLeastOne', 'invalidNumber', 'invalidAmount', 'invalidPeriodDate', 'upToDate'] as const) {
      expect(metricMessageKey(METRIC_MESSAGES[key])).toEqual({ key, params: {} });
      expect(en.messages[key]).toBe(METRIC_MESSAGES[key]);
    }
  });

  it('reads the bound messages with their value, and the required answer with its field', () => {
    expect(metricMessageKey('This must be less than €1,000.50')).toEqual({
      key: 'lessThan',
      params: { value: '€1,000.50' },
    });
    expect(metricMessageKey('This must be greater than Revenue and Burn')).toEqual({
      key: 'greaterThan',
      params: { value: 'Revenue and Burn' },
    });
    expect(
      metricMessageKey(formatMessage(METRIC_MESSAGES.answerRequired, { field: 'Do you have free users?' })),
    ).toEqual({ key: 'answerRequired', params: { field: 'Do you have free users?' } });
  });

  it('leaves a custom label and unknown texts as they came', () => {
    expect(metricMessageKey('Keep it under your burn')).toBeNull();
    expect(metricMessageKey('')).toBeNull();
  });

  it('knows every message the data form and the categorization produce', () => {
    const result = validateMetricForm(
      [
        {
          metricDataId: 'd1',
          metricId: 'm1',
          name: 'Revenue',
          unitType: 'MONETARY',
          validations: [{ rule: 'max', target: { kind: 'number', value: '100' } }],
        },
        { metricDataId: 'd2', metricId: 'm2', name: 'Users', unitType: 'USER', validations: [] },
      ],
      { d1: '150,5', d2: '1.5' },
      { currency: 'EUR' },
    );
    expect(result.fieldErrors.d1 && metricMessageKey(result.fieldErrors.d1)?.key).toBe('lessThan');
    expect(result.fieldErrors.d2 && metricMessageKey(result.fieldErrors.d2)?.key).toBe('invalidNumber');
    const categorization = validateCategorization({ skip: false, data: [] });
    for (const message of Object.values(categorization.errors))
      expect(metricMessageKey(message)?.key).toBe('answerRequired');
    expect(metricMessageKey(validateCategorization({ skip: null, data: [] }).errors.skip ?? '')?.key).toBe(
      'skipRequired',
    );
  });
});
