import {
  isDecimal,
  METRIC_RECURRENCE_MAX_AMOUNT,
  type METRIC_CATEGORY_TAGS,
  type METRIC_RECURRENCE_TYPES,
  type METRIC_UNIT_TYPES,
  type METRIC_VALIDATION_RULES,
} from '@cohort/shared';

/**
 * The staff's metric definition form (issue 17 point 1): what the fields hold, what is wrong with them before the
 * server is asked, and the `MetricInput` the API takes. The name and description are written in the person's language
 * and the other languages of an edited metric (core metrics come in several) are kept as they were.
 */
export type UnitType = (typeof METRIC_UNIT_TYPES)[number];
export type RecurrenceType = (typeof METRIC_RECURRENCE_TYPES)[number];
export type CategoryTag = (typeof METRIC_CATEGORY_TAGS)[number];
export type ValidationRule = (typeof METRIC_VALIDATION_RULES)[number];
export type TargetKind = 'number' | 'metric' | 'sum';

export interface LocalizedText {
  language: string;
  value: string;
}

export interface ValidationDraft {
  /** A stable key for the list's rows. */
  key: string;
  rule: ValidationRule;
  targetKind: TargetKind;
  /** The fixed number (targetKind number). */
  value: string;
  /** The other metric (metric) or the metrics summed (sum). */
  metricIds: string[];
  label: string;
}

export interface MetricDraft {
  name: string;
  description: string;
  unitType: UnitType;
  customUnitName: string;
  amount: number | string;
  recurrenceType: RecurrenceType;
  category: CategoryTag;
  validations: ValidationDraft[];
}

/** The metric as the API returns it, for editing. */
export interface MetricDefinitionLike {
  id: string;
  name: readonly LocalizedText[];
  description: readonly LocalizedText[];
  unitOfMeasure: { unitType: UnitType; customName?: string | null };
  trackingRecurrence: { amount: number; type: RecurrenceType };
  category: CategoryTag;
  validations: readonly {
    rule: ValidationRule;
    targetKind: TargetKind;
    value?: string | null;
    metricIds: readonly string[];
    label?: string | null;
  }[];
}

export interface MetricInputVariables {
  name: LocalizedText[];
  description: LocalizedText[];
  unitType: UnitType;
  customUnitName: string | null;
  trackingRecurrence: { amount: number; type: RecurrenceType };
  category: CategoryTag;
  validations: {
    rule: ValidationRule;
    targetKind: TargetKind;
    value: string | null;
    metricIds: string[] | null;
    label: string | null;
  }[];
}

/** What is wrong with a field: keys of `metrics:definitions.problems`. */
export type DraftProblem = 'nameRequired' | 'customNameRequired' | 'recurrence' | 'number' | 'metric' | 'sum';

export interface DraftProblems {
  name?: DraftProblem;
  customUnitName?: DraftProblem;
  amount?: DraftProblem;
  /** By the validation's key. */
  validations: Record<string, DraftProblem>;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `validation-${nextKey}`;
}

export function emptyValidation(): ValidationDraft {
  return { key: newKey(), rule: 'lessThan', targetKind: 'number', value: '', metricIds: [], label: '' };
}

export function emptyDraft(): MetricDraft {
  return {
    name: '',
    description: '',
    unitType: 'MONETARY',
    customUnitName: '',
    amount: 1,
    recurrenceType: 'monthly',
    category: 'untagged',
    validations: [],
  };
}

/** A text in a language, else English, else the first one given (as the server names metrics). */
export function localizedValue(texts: readonly LocalizedText[], language: string): string {
  return (
    texts.find((text) => text.language === language && text.value)?.value ??
    texts.find((text) => text.language === 'en' && text.value)?.value ??
    texts.find((text) => text.value)?.value ??
    ''
  );
}

export function draftFromMetric(metric: MetricDefinitionLike, language: string): MetricDraft {
  return {
    name: localizedValue(metric.name, language),
    description: localizedValue(metric.description, language),
    unitType: metric.unitOfMeasure.unitType,
    customUnitName: metric.unitOfMeasure.customName ?? '',
    amount: metric.trackingRecurrence.amount,
    recurrenceType: metric.trackingRecurrence.type,
    category: metric.category,
    validations: metric.validations.map((validation) => ({
      key: newKey(),
      rule: validation.rule,
      targetKind: validation.targetKind,
      value: validation.value ?? '',
      metricIds: [...validation.metricIds],
      label: validation.label ?? '',
    })),
  };
}

/** A number as people type it (a comma decimal, spaces) as the exact decimal the API reads; null if it is none. */
export function normalizeNumber(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return isDecimal(compact) ? compact : null;
}

function amountOf(draft: MetricDraft): number | null {
  const amount = typeof draft.amount === 'number' ? draft.amount : Number(draft.amount);
  return Number.isInteger(amount) && amount >= 1 && amount <= METRIC_RECURRENCE_MAX_AMOUNT ? amount : null;
}

export function draftProblems(draft: MetricDraft): DraftProblems {
  const problems: DraftProblems = { validations: {} };
  if (draft.name.trim() === '') problems.name = 'nameRequired';
  if (draft.unitType === 'CUSTOM' && draft.customUnitName.trim() === '') problems.customUnitName = 'customNameRequired';
  if (amountOf(draft) === null) problems.amount = 'recurrence';
  for (const validation of draft.validations) {
    if (validation.targetKind === 'number' && normalizeNumber(validation.value) === null) {
      problems.validations[validation.key] = 'number';
    } else if (validation.targetKind === 'metric' && validation.metricIds.length !== 1) {
      problems.validations[validation.key] = 'metric';
    } else if (validation.targetKind === 'sum' && validation.metricIds.length < 2) {
      problems.validations[validation.key] = 'sum';
    }
  }
  return problems;
}

export function hasProblems(problems: DraftProblems): boolean {
  return Boolean(
    problems.name || problems.customUnitName || problems.amount || Object.keys(problems.validations).length > 0,
  );
}

/** Replaces the text of one language, keeping the others; an emptied text is dropped. */
function withLanguage(texts: readonly LocalizedText[], language: string, value: string): LocalizedText[] {
  const others = texts.filter((text) => text.language !== language && text.value !== '');
  const trimmed = value.trim();
  return trimmed === '' ? others : [{ language, value: trimmed }, ...others];
}

/**
 * The `MetricInput` of a draft: the texts in `language` merged into those of the edited metric, the custom unit's name
 * only for CUSTOM, and each validation with only what its target kind takes (a number, one metric, or several).
 */
export function toMetricInput(
  draft: MetricDraft,
  language: string,
  previous: Pick<MetricDefinitionLike, 'name' | 'description'> | null = null,
): MetricInputVariables {
  return {
    name: withLanguage(previous?.name ?? [], language, draft.name),
    description: withLanguage(previous?.description ?? [], language, draft.description),
    unitType: draft.unitType,
    customUnitName: draft.unitType === 'CUSTOM' ? draft.customUnitName.trim() : null,
    trackingRecurrence: { amount: amountOf(draft) ?? 1, type: draft.recurrenceType },
    category: draft.category,
    validations: draft.validations.map((validation) => ({
      rule: validation.rule,
      targetKind: validation.targetKind,
      value: validation.targetKind === 'number' ? normalizeNumber(validation.value) : null,
      metricIds:
        validation.targetKind === 'metric'
          ? validation.metricIds.slice(0, 1)
          : validation.targetKind === 'sum'
            ? [...new Set(validation.metricIds)]
            : null,
      label: validation.label.trim() === '' ? null : validation.label.trim(),
    })),
  };
}

/** Which field a server refusal belongs to, from its path (`name`, `trackingRecurrence.amount`, `validations.0…`). */
export function problemField(path: string): 'name' | 'customUnitName' | 'amount' | 'validations' | null {
  if (path === 'name' || path.startsWith('name.')) return 'name';
  if (path === 'customUnitName') return 'customUnitName';
  if (path.startsWith('trackingRecurrence')) return 'amount';
  if (path.startsWith('validations')) return 'validations';
  return null;
}
