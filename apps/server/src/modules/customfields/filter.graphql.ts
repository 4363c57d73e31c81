import { builder } from '../../platform/graphql/builder.ts';
import type { CustomFieldFilter } from './filter.ts';

/** A filter on one custom field, as the portfolio and its exports take it. */
export const CustomFieldFilterInputRef = builder.inputType('CustomFieldFilterInput', {
  description: 'Choice fields: any of optionIds; number fields: between min and max; other fields: text contained',
  fields: (t) => ({
    fieldId: t.id({ required: true }),
    optionIds: t.idList(),
    text: t.string(),
    min: t.float(),
    max: t.float(),
  }),
});

/** The input as the filter functions take it. */
export function customFieldFiltersOf(
  input:
    | readonly {
        fieldId: string | number;
        optionIds?: readonly (string | number)[] | null;
        text?: string | null;
        min?: number | null;
        max?: number | null;
      }[]
    | null
    | undefined,
): CustomFieldFilter[] {
  return (input ?? []).map((filter) => ({
    fieldId: String(filter.fieldId),
    optionIds: filter.optionIds?.map(String) ?? null,
    text: filter.text ?? null,
    min: filter.min ?? null,
    max: filter.max ?? null,
  }));
}
