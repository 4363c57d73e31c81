import { addDecimals, compareDecimals } from './decimal.ts';
import { METRIC_MESSAGES, type MetricUnitType, type MetricValidation } from './model.ts';
import { formatMetricValue, parseMetricValue } from './parse.ts';
import { formatMessage } from '../validation.ts';

/** One field of the data form: a metric's data item for the period, with the rules the server sent. */
export interface MetricFormField {
  metricDataId: string;
  metricId: string;
  name: string;
  unitType: MetricUnitType;
  validations: readonly MetricValidation[];
}

export interface MetricFormOptions {
  /** The organisation's currency, for money in messages. */
  currency: string;
  locale?: string;
  /**
   * Values other metrics already hold for the period (metricId to decimal), used by cross-metric rules when the
   * other metric is not filled in this form.
   */
  knownValues?: Readonly<Record<string, string>>;
}

export interface MetricFormResult {
  /** "You need to fill at least one of these fields" when nothing is filled, else null. */
  formError: string | null;
  /** metricDataId to its message. */
  fieldErrors: Record<string, string>;
  /** What is sent: only filled fields, values in canonical form. */
  filled: { metricDataId: string; value: string }[];
  valid: boolean;
}

/** "A and B and C" (spec 02 §5: several metric names are joined with "and"). */
export function joinMetricNames(names: readonly string[], and = 'and'): string {
  return names.join(` ${and} `);
}

function violates(rule: MetricValidation['rule'], value: string, bound: string): boolean {
  const order = compareDecimals(value, bound);
  switch (rule) {
    case 'lessThan':
      return order >= 0;
    case 'max':
      return order > 0;
    case 'moreThan':
      return order <= 0;
    case 'min':
      return order < 0;
  }
}

/**
 * The data form's rules (spec 02 §5), the same in the browser and on the server: at least one field filled (zero
 * counts); each value read by its unit; each metric's rules against a number, another metric (its value in this form,
 * else the one already known for the period; a rule whose other metrics have no value yet is not checked) or the sum
 * of several. Messages: the rule's custom label, else "This must be less than {value}" / "greater than {value}" with
 * money in the organisation's currency and metric names joined with "and".
 */
export function validateMetricForm(
  fields: readonly MetricFormField[],
  values: Readonly<Record<string, string | null | undefined>>,
  options: MetricFormOptions,
): MetricFormResult {
  const fieldErrors: Record<string, string> = {};
  const filled: { metricDataId: string; value: string }[] = [];
  const numbers = new Map<string, string>(Object.entries(options.knownValues ?? {}));
  const parsed = new Map<string, string>();
  for (const field of fields) {
    const result = parseMetricValue(values[field.metricDataId], field.unitType);
    if (result.kind === 'empty') continue;
    if (result.kind === 'invalid') {
      fieldErrors[field.metricDataId] = result.message;
      continue;
    }
    filled.push({ metricDataId: field.metricDataId, value: result.value });
    parsed.set(field.metricDataId, result.value);
    if (result.kind === 'number') numbers.set(field.metricId, result.value);
  }
  const nameOf = new Map(fields.map((f) => [f.metricId, f.name]));
  for (const field of fields) {
    const value = parsed.get(field.metricDataId);
    if (value === undefined || field.unitType === 'DATE' || fieldErrors[field.metricDataId]) continue;
    for (const validation of field.validations) {
      const { target } = validation;
      let bound: string | undefined;
      let shown: string;
      if (target.kind === 'number') {
        bound = target.value;
        shown = formatMetricValue(target.value, field.unitType, options.currency, options.locale);
      } else {
        const ids = target.kind === 'metric' ? [target.metricId] : target.metricIds;
        const known = ids.map((id) => numbers.get(id));
        if (known.some((v) => v === undefined)) continue;
        bound = addDecimals(...(known as string[]));
        shown = joinMetricNames(ids.map((id) => nameOf.get(id) ?? id));
      }
      if (!violates(validation.rule, value, bound)) continue;
      const template =
        validation.rule === 'lessThan' || validation.rule === 'max'
          ? METRIC_MESSAGES.lessThan
          : METRIC_MESSAGES.greaterThan;
      fieldErrors[field.metricDataId] = validation.label?.trim() || formatMessage(template, { value: shown });
      break;
    }
  }
  const formError = filled.length === 0 && Object.keys(fieldErrors).length === 0 ? METRIC_MESSAGES.atLeastOne : null;
  return { formError, fieldErrors, filled, valid: formError === null && Object.keys(fieldErrors).length === 0 };
}
