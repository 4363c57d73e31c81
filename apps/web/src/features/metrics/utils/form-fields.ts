import type { MetricFormField, MetricUnitType, MetricValidation } from '@cohort/shared';

interface LocalizedText {
  language: string;
  value: string;
}

/** A metric's name in the person's language, else English, else the first one given. */
export function localizedText(texts: readonly LocalizedText[], language: string): string {
  const base = language.split('-')[0];
  return (
    texts.find((text) => text.language === base)?.value ??
    texts.find((text) => text.language === 'en')?.value ??
    texts[0]?.value ??
    ''
  );
}

export interface FormItem {
  id: string;
  metadata: { customLabel: string | null };
  metric: {
    id: string;
    name: readonly LocalizedText[];
    unitOfMeasure: { unitType: MetricUnitType; customName: string | null };
  };
  validations: readonly {
    rule: MetricValidation['rule'];
    targetKind: 'number' | 'metric' | 'sum';
    value: string | null;
    metricIds: readonly string[];
    label: string | null;
  }[];
}

/** The server's item as the shared rules read it: the rule's target rebuilt from its kind. */
export function toFormField(item: FormItem, language: string): MetricFormField {
  return {
    metricDataId: item.id,
    metricId: item.metric.id,
    name: item.metadata.customLabel?.trim() || localizedText(item.metric.name, language),
    unitType: item.metric.unitOfMeasure.unitType,
    validations: item.validations.map((validation) => ({
      rule: validation.rule,
      label: validation.label,
      target:
        validation.targetKind === 'number'
          ? { kind: 'number', value: validation.value ?? '0' }
          : validation.targetKind === 'metric'
            ? { kind: 'metric', metricId: validation.metricIds[0] ?? '' }
            : { kind: 'sum', metricIds: [...validation.metricIds] },
    })),
  };
}
