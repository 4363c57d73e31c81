import { METRIC_MESSAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { assignmentRows, firstOfMonth } from './collection.ts';
import {
  type MetricDefinitionLike,
  draftFromMetric,
  draftProblems,
  emptyDraft,
  emptyValidation,
  hasProblems,
  normalizeNumber,
  problemField,
  toMetricInput,
} from './metric-definition.ts';
import { staffMessageKey } from './staff-messages.ts';

const revenue: MetricDefinitionLike = {
  id: 'm-revenue',
  name: [
    { language: 'en', value: 'Revenue' },
    { language: 'fr', value: "Chiffre d'affaires" },
  ],
  description: [{ language: 'en', value: 'Money in' }],
  unitOfMeasure: { unitType: 'MONETARY', customName: null },
  trackingRecurrence: { amount: 1, type: 'monthly' },
  category: 'finance',
  validations: [{ rule: 'lessThan', targetKind: 'metric', value: null, metricIds: ['m-burn'], label: 'Too high' }],
};

describe('the metric definition form', () => {
  it('asks for a name, a custom unit name and a recurrence of 1 to 12', () => {
    const draft = { ...emptyDraft(), unitType: 'CUSTOM' as const, amount: 13 };
    const problems = draftProblems(draft);
    expect(problems).toMatchObject({
      name: 'nameRequired',
      customUnitName: 'customNameRequired',
      amount: 'recurrence',
    });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(draftProblems({ ...draft, name: 'Pilots', customUnitName: 'pilots', amount: 12 }))).toBe(false);
    expect(draftProblems({ ...draft, amount: '' }).amount).toBe('recurrence');
    expect(draftProblems({ ...draft, amount: 2.5 }).amount).toBe('recurrence');
  });

  it('checks each validation against its kind of target', () => {
    const number = { ...emptyValidation(), value: 'abc' };
    const metric = { ...emptyValidation(), targetKind: 'metric' as const };
    const sum = { ...emptyValidation(), targetKind: 'sum' as const, metricIds: ['a'] };
    const good = { ...emptyValidation(), targetKind: 'sum' as const, metricIds: ['a', 'b'] };
    const problems = draftProblems({ ...emptyDraft(), name: 'Burn', validations: [number, metric, sum, good] });
    expect(problems.validations).toEqual({ [number.key]: 'number', [metric.key]: 'metric', [sum.key]: 'sum' });
  });

  it('reads typed numbers as exact decimals', () => {
    expect(normalizeNumber('1 000,50')).toBe('1000.50');
    expect(normalizeNumber('-3')).toBe('-3');
    expect(normalizeNumber('1e5')).toBeNull();
    expect(normalizeNumber('')).toBeNull();
  });

  it('builds the validations input with only what each target takes', () => {
    const input = toMetricInput(
      {
        ...emptyDraft(),
        name: ' Burn ',
        validations: [
          { ...emptyValidation(), rule: 'max', value: '1 000 000', metricIds: ['stale'], label: '  ' },
          {
            ...emptyValidation(),
            rule: 'lessThan',
            targetKind: 'metric',
            metricIds: ['m-revenue'],
            label: 'Below revenue',
          },
          { ...emptyValidation(), rule: 'moreThan', targetKind: 'sum', metricIds: ['a', 'b', 'a'], value: '7' },
        ],
      },
      'en',
    );
    expect(input.name).toEqual([{ language: 'en', value: 'Burn' }]);
    expect(input.description).toEqual([]);
    expect(input.customUnitName).toBeNull();
    expect(input.trackingRecurrence).toEqual({ amount: 1, type: 'monthly' });
    expect(input.validations).toEqual([
      { rule: 'max', targetKind: 'number', value: '1000000', metricIds: null, label: null },
      { rule: 'lessThan', targetKind: 'metric', value: null, metricIds: ['m-revenue'], label: 'Below revenue' },
      { rule: 'moreThan', targetKind: 'sum', value: null, metricIds: ['a', 'b'], label: null },
    ]);
  });

  it('edits a metric in the reader language and keeps its other languages', () => {
    const draft = draftFromMetric(revenue, 'fr');
    expect(draft).toMatchObject({ name: "Chiffre d'affaires", description: 'Money in', unitType: 'MONETARY' });
    expect(draft.validations[0]).toMatchObject({ targetKind: 'metric', metricIds: ['m-burn'], label: 'Too high' });
    const input = toMetricInput({ ...draft, name: 'Revenus', description: '' }, 'fr', revenue);
    expect(input.name).toEqual([
      { language: 'fr', value: 'Revenus' },
      { language: 'en', value: 'Revenue' },
    ]);
    expect(input.description).toEqual([{ language: 'en', value: 'Money in' }]);
    expect(input.validations[0]?.metricIds).toEqual(['m-burn']);
  });

  it('keeps a custom unit name only for CUSTOM', () => {
    const custom = toMetricInput(
      { ...emptyDraft(), name: 'Pilots', unitType: 'CUSTOM', customUnitName: ' pilots ' },
      'en',
    );
    expect(custom.customUnitName).toBe('pilots');
    expect(toMetricInput({ ...emptyDraft(), name: 'X', customUnitName: 'pilots' }, 'en').customUnitName).toBeNull();
  });

  it('places server refusals under their field and says them in the reader language', () => {
    expect(problemField('name')).toBe('name');
    expect(problemField('trackingRecurrence.amount')).toBe('amount');
    expect(problemField('validations.0.target.value')).toBe('validations');
    expect(problemField('customUnitName')).toBe('customUnitName');
    expect(problemField('category')).toBeNull();
    expect(staffMessageKey(METRIC_MESSAGES.validationSelf)).toBe('definitions.errors.validationSelf');
    expect(staffMessageKey(METRIC_MESSAGES.noTargets)).toBe('collection.errors.noTargets');
    expect(staffMessageKey('Something else')).toBeNull();
  });
});

describe('the data collection page', () => {
  it('starts from the first day of the month', () => {
    expect(firstOfMonth(new Date(2026, 10, 27))).toBe('2026-11-01');
  });

  it('lists assignments by metric, programmes first', () => {
    const rows = assignmentRows(
      [
        { id: '1', metricName: 'Revenue', startupName: 'Solaris', startsOn: '2026-01-01' },
        { id: '2', metricName: 'Burn', startupName: 'Agrisense', startsOn: '2026-01-01' },
        { id: '3', metricName: 'Revenue', programId: 'p', programName: 'Health Lab', startsOn: '2026-02-01' },
      ],
      'en',
    );
    expect(rows.map((row) => [row.metric, row.kind, row.target])).toEqual([
      ['Burn', 'startup', 'Agrisense'],
      ['Revenue', 'program', 'Health Lab'],
      ['Revenue', 'startup', 'Solaris'],
    ]);
  });
});
