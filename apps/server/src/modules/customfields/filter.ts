import { and, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql.ts';
import { customFieldValues } from './custom-field.table.ts';

/** A filter on one custom field: any of the options, a text it contains, or a number between min and max. */
export interface CustomFieldFilter {
  fieldId: string;
  optionIds?: readonly string[] | null;
  text?: string | null;
  min?: number | null;
  max?: number | null;
}

/**
 * The condition that the entity in `entityColumn` answers a custom field as the filter says; without a criterion,
 * that it answers it at all. The filter must have been checked against the organisation's fields first
 * (`checkCustomFieldFilters`): this builds SQL only, so that queued jobs (exports) can rebuild it.
 */
export function customFieldCondition(incubatorId: string, filter: CustomFieldFilter, entityColumn: SQL | unknown): SQL {
  const clauses: SQL[] = [];
  if (filter.optionIds?.length) {
    const options = sql.join(
      filter.optionIds.map((id) => sql`${id}`),
      sql`, `,
    );
    clauses.push(sql`${customFieldValues.optionIds} && array[${options}]::text[]`);
  }
  if (filter.min != null) clauses.push(sql`${customFieldValues.numberValue} >= ${filter.min}`);
  if (filter.max != null) clauses.push(sql`${customFieldValues.numberValue} <= ${filter.max}`);
  const text = filter.text?.trim();
  if (text) {
    clauses.push(
      sql`coalesce(${customFieldValues.textValue}, ${customFieldValues.dateValue}::text) ilike ${`%${escapeLike(text)}%`}`,
    );
  }
  return sql`exists (select 1 from ${customFieldValues} where ${and(
    sql`${customFieldValues.incubatorId} = ${incubatorId}`,
    sql`${customFieldValues.fieldId} = ${filter.fieldId}`,
    sql`${customFieldValues.entityId} = ${entityColumn}`,
    ...clauses,
  )})`;
}

/** The input (CustomFieldFilterInput) as the filter functions take it. */
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
