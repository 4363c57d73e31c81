import { describe, expect, it } from 'vitest';
import { validateCategorization } from './categorization.ts';
import { joinMetricNames, type MetricFormField, validateMetricForm } from './data-form.ts';
import { addDecimals, compareDecimals, normalizeDecimal, percentChange, subtractDecimals } from './decimal.ts';
import { METRIC_MESSAGES, type MetricUnitType, type MetricValidation } from './model.ts';
import { formatMetricValue, parseMetricValue } from './parse.ts';
import { duePeriods, isMetricDate, periodAt, periodOfDataDate, recurrenceMonths } from './periods.ts';

describe('exact decimals', () => {
  it('adds without floating point error: 0.1 + 0.2 is 0.3', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('999999999999999999.999999', '0.000001')).toBe('1000000000000000000');
    expect(addDecimals()).toBe('0');
  });
  it.each([
    ['007.50', '7.5'],
    ['-0.0', '0'],
    ['10', '10'],
    ['0.000100', '0.0001'],
  ])('normalizes %s to %s', (raw, canonical) => expect(normalizeDecimal(raw)).toBe(canonical));
  it.each([
    ['1', '2', -1],
    ['2.0', '2', 0],
    ['-1', '-2', 1],
    ['0.3', '0.29999999', 1],
  ] as const)('compares %s with %s: %i', (a, b, order) => expect(compareDecimals(a, b)).toBe(order));
  it('subtracts and takes the change in per cent', () => {
    expect(subtractDecimals('120', '100.5')).toBe('19.5');
    expect(percentChange('100', '120')).toBe('20');
    expect(percentChange('3', '2')).toBe('-33.3');
    expect(percentChange('3', '4')).toBe('33.3');
    expect(percentChange('8', '9')).toBe('12.5');
    expect(percentChange('0', '5')).toBeNull();
  });
});

describe('reading a value by its unit (spec 02 §5)', () => {
  it.each<[MetricUnitType, string, string]>([
    ['MONETARY', '1200.50', 'number:1200.5'],
    ['MONETARY', '1200,5', 'number:1200.5'],
    ['MONETARY', '0', 'number:0'],
    ['MONETARY', '12a', METRIC_MESSAGES.invalidAmount],
    ['MONETARY', '-5', METRIC_MESSAGES.invalidAmount],
    ['MONETARY', '1.2.3', METRIC_MESSAGES.invalidAmount],
    ['MONETARY', '1,200.50', METRIC_MESSAGES.invalidAmount],
    ['EMPLOYEE', '2.5', 'number:2.5'],
    ['EMPLOYEE', '-1', METRIC_MESSAGES.invalidNumber],
    ['CUSTOMER', '12', 'number:12'],
    ['CUSTOMER', '12.5', METRIC_MESSAGES.invalidNumber],
    ['USER', '1e3', METRIC_MESSAGES.invalidNumber],
    ['SUBSCRIBER', ' 40 ', 'number:40'],
    ['MONTHS', '18', 'number:18'],
    ['CUSTOM', 'abc', METRIC_MESSAGES.invalidNumber],
    ['PERCENTAGE', '12.5 %', 'number:12.5'],
    ['PERCENTAGE', '-3,5', 'number:-3.5'],
    ['PERCENTAGE', 'lots', METRIC_MESSAGES.invalidNumber],
    ['DATE', '2026-02-28', 'date:2026-02-28'],
    ['DATE', '2026-02-30', METRIC_MESSAGES.invalidDate],
    ['CUSTOMER', '1234567890123456789', METRIC_MESSAGES.invalidNumber],
    ['MONETARY', '1.1234567', METRIC_MESSAGES.invalidAmount],
  ])('%s "%s" is %s', (unit, raw, expected) => {
    const result = parseMetricValue(raw, unit);
    const shown =
      result.kind === 'invalid' ? result.message : result.kind === 'empty' ? 'empty' : `${result.kind}:${result.value}`;
    expect(shown).toBe(expected);
  });
  it.each(['', '   ', null, undefined])('%o is not filled', (raw) => {
    expect(parseMetricValue(raw, 'MONETARY').kind).toBe('empty');
  });
  it('formats money in the currency, exactly', () => {
    expect(formatMetricValue('1000', 'MONETARY', 'EUR')).toBe('€1,000.00');
    expect(formatMetricValue('0.3', 'MONETARY', 'USD')).toBe('$0.30');
    expect(formatMetricValue('1000', 'MONETARY', 'KR')).toBe('1,000 KR');
    expect(formatMetricValue('12345678901234567.5', 'CUSTOMER', 'USD')).toBe('12,345,678,901,234,567.5');
    expect(formatMetricValue('12.5', 'PERCENTAGE', 'USD')).toBe('12.5 %');
  });
});

describe('periods from a recurrence', () => {
  it.each([
    [{ amount: 1, type: 'monthly' } as const, 1],
    [{ amount: 2, type: 'monthly' } as const, 2],
    [{ amount: 1, type: 'quarterly' } as const, 3],
    [{ amount: 1, type: 'yearly' } as const, 12],
  ])('%o lasts %i months', (recurrence, months) => expect(recurrenceMonths(recurrence)).toBe(months));
  it('a monthly period is its month, due on the first of the next', () => {
    expect(periodAt({ amount: 1, type: 'monthly' }, '2026-01-15', 1)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      dueDate: '2026-03-01',
    });
  });
  it('lists the periods due by today, across a year end', () => {
    const periods = duePeriods({ amount: 1, type: 'quarterly' }, '2025-10-01', '2026-07-01');
    expect(periods.map((p) => `${p.from}..${p.to}@${p.dueDate}`)).toEqual([
      '2025-10-01..2025-12-31@2026-01-01',
      '2026-01-01..2026-03-31@2026-04-01',
      '2026-04-01..2026-06-30@2026-07-01',
    ]);
    expect(duePeriods({ amount: 1, type: 'monthly' }, '2026-05-01', '2026-05-31')).toEqual([]);
    expect(duePeriods({ amount: 1, type: 'monthly' }, '2026-05-01', '2026-04-01')).toEqual([]);
    expect(duePeriods({ amount: 1, type: 'monthly' }, '2020-01-01', '2026-01-01', 3)).toHaveLength(3);
  });
  it('the form of a data date shows the month before it (spec 02 §2)', () => {
    expect(periodOfDataDate('2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28', dueDate: '2026-03-01' });
    expect(periodOfDataDate('2024-03-17')).toEqual({ from: '2024-02-01', to: '2024-02-29', dueDate: '2024-03-01' });
    expect(periodOfDataDate('2026-01-01')?.from).toBe('2025-12-01');
    expect(periodOfDataDate('2026-13-01')).toBeNull();
    expect(periodOfDataDate('yesterday')).toBeNull();
    expect(isMetricDate('2026-02-29')).toBe(false);
  });
});

const field = (
  metricDataId: string,
  name: string,
  unitType: MetricUnitType,
  validations: MetricValidation[] = [],
): MetricFormField => ({ metricDataId, metricId: `m-${metricDataId}`, name, unitType, validations });

describe('the data form (spec 02 §5)', () => {
  const options = { currency: 'USD' };
  it('needs at least one field; zero counts as filled; only filled values are sent', () => {
    const fields = [field('a', 'Revenue', 'MONETARY'), field('b', 'Users', 'USER')];
    expect(validateMetricForm(fields, { a: '', b: ' ' }, options)).toMatchObject({
      formError: METRIC_MESSAGES.atLeastOne,
      valid: false,
    });
    expect(validateMetricForm(fields, { a: '0' }, options)).toEqual({
      formError: null,
      fieldErrors: {},
      filled: [{ metricDataId: 'a', value: '0' }],
      valid: true,
    });
  });

  it.each<[string, MetricValidation, string, string | undefined]>([
    [
      'lessThan a number',
      { rule: 'lessThan', target: { kind: 'number', value: '100' } },
      '100',
      'This must be less than 100',
    ],
    ['lessThan a number, below', { rule: 'lessThan', target: { kind: 'number', value: '100' } }, '99.999', undefined],
    ['max allows the bound', { rule: 'max', target: { kind: 'number', value: '100' } }, '100', undefined],
    ['max above', { rule: 'max', target: { kind: 'number', value: '100' } }, '100.01', 'This must be less than 100'],
    ['moreThan', { rule: 'moreThan', target: { kind: 'number', value: '0' } }, '0', 'This must be greater than 0'],
    ['min allows the bound', { rule: 'min', target: { kind: 'number', value: '0' } }, '0', undefined],
    ['min below', { rule: 'min', target: { kind: 'number', value: '5' } }, '4', 'This must be greater than 5'],
    [
      'a custom label',
      { rule: 'min', target: { kind: 'number', value: '5' }, label: 'At least five, please' },
      '4',
      'At least five, please',
    ],
    [
      'another metric',
      { rule: 'max', target: { kind: 'metric', metricId: 'm-t' } },
      '11',
      'This must be less than Total',
    ],
    ['another metric, within', { rule: 'max', target: { kind: 'metric', metricId: 'm-t' } }, '10', undefined],
    [
      'a sum of metrics',
      { rule: 'lessThan', target: { kind: 'sum', metricIds: ['m-t', 'm-o'] } },
      '13',
      'This must be less than Total and Other',
    ],
    ['a sum, exactly', { rule: 'lessThan', target: { kind: 'sum', metricIds: ['m-t', 'm-o'] } }, '12.9', undefined],
  ])('%s', (_name, validation, value, message) => {
    const fields = [
      field('x', 'Paid', 'EMPLOYEE', [validation]),
      field('t', 'Total', 'CUSTOMER'),
      field('o', 'Other', 'EMPLOYEE'),
    ];
    const result = validateMetricForm(fields, { x: value, t: '10', o: '2.95' }, options);
    expect(result.fieldErrors.x).toBe(message);
  });

  it('money in the organisation currency; the other metric known from the period; a rule without its values waits', () => {
    const fields = [
      field('burn', 'Burn', 'MONETARY', [{ rule: 'lessThan', target: { kind: 'number', value: '5000' } }]),
      field('cost', 'Cost', 'MONETARY', [{ rule: 'max', target: { kind: 'metric', metricId: 'm-rev' } }]),
      field('x', 'X', 'MONETARY', [{ rule: 'max', target: { kind: 'metric', metricId: 'm-missing' } }]),
    ];
    const result = validateMetricForm(
      fields,
      { burn: '6000', cost: '0.3', x: '1' },
      {
        currency: 'EUR',
        knownValues: { 'm-rev': '0.29' },
      },
    );
    expect(result.fieldErrors).toEqual({
      burn: 'This must be less than €5,000.00',
      cost: 'This must be less than m-rev',
    });
    expect(
      validateMetricForm(fields, { cost: '0.3' }, { currency: 'EUR', knownValues: { 'm-rev': '0.3' } }).valid,
    ).toBe(true);
  });

  it('an invalid value says so and is not sent; a date is not compared', () => {
    const fields = [
      field('a', 'Revenue', 'MONETARY'),
      field('b', 'Users', 'USER'),
      field('d', 'Launch', 'DATE', [{ rule: 'max', target: { kind: 'number', value: '1' } }]),
    ];
    const result = validateMetricForm(fields, { a: '1O0', b: '3.5', d: '2026-01-31' }, options);
    expect(result.fieldErrors).toEqual({ a: METRIC_MESSAGES.invalidAmount, b: METRIC_MESSAGES.invalidNumber });
    expect(result.filled).toEqual([{ metricDataId: 'd', value: '2026-01-31' }]);
    expect(result.valid).toBe(false);
    expect(result.formError).toBeNull();
  });

  it('joins names with "and"', () => {
    expect(joinMetricNames(['A'])).toBe('A');
    expect(joinMetricNames(['A', 'B', 'C'])).toBe('A and B and C');
  });
});

describe('categorization (spec 02 §4)', () => {
  const all = [
    { key: 'serviceIsLive', value: true },
    { key: 'hasFreeUsers', value: false },
    { key: 'isGeneratingSales', value: true },
    { key: 'recurringRevenueModel', value: false },
  ];
  it('skip must be yes or no', () => {
    expect(validateCategorization({ skip: null, data: [] }).errors).toEqual({ skip: METRIC_MESSAGES.skipRequired });
  });
  it('skip yes sends no answers, even if some were given', () => {
    expect(validateCategorization({ skip: true, data: all })).toEqual({ errors: {}, answers: [], valid: true });
  });
  it('skip no needs every answer', () => {
    const result = validateCategorization({ skip: false, data: all.slice(0, 3) });
    expect(result.errors).toEqual({
      recurringRevenueModel: 'Is your revenue model recurring (subscriptions)? is a required field',
    });
    expect(result.answers).toEqual([]);
    expect(validateCategorization({ skip: false, data: all }).answers).toHaveLength(4);
  });
  it('refuses a key that is not a question', () => {
    expect(validateCategorization({ skip: false, data: [...all, { key: 'isUnicorn', value: true }] }).errors).toEqual({
      isUnicorn: METRIC_MESSAGES.unknownQuestion,
    });
  });
});
