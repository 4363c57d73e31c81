import type { CustomFieldEntityKind } from '@cohort/shared';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { startups } from '../startups/index.ts';
import { users } from '../users/index.ts';
import { type FieldView, listFields } from './custom-field.service.ts';
import { customFieldValues } from './custom-field.table.ts';

export interface OptionCount {
  id: string;
  label: string;
  count: number;
}
export interface NumberStats {
  min: number;
  max: number;
  average: number;
  median: number;
  sum: number;
}
export interface MonthCount {
  month: string;
  count: number;
}
export interface FieldStats {
  field: FieldView;
  answered: number;
  options: OptionCount[];
  number: NumberStats | null;
  months: MonthCount[];
}
export interface Analytics {
  entityKind: CustomFieldEntityKind;
  entityCount: number;
  fields: FieldStats[];
}

type Rows<T> = { rows: T[] };

/**
 * How the custom fields of an entity kind are answered: fill rates, option counts, number statistics, dates by month
 * (behind the flag customFieldsAnalytics); five statements whatever the number of fields.
 */
export async function customFieldAnalytics(ctx: Ctx, entityKind: CustomFieldEntityKind): Promise<Analytics> {
  const { incubatorId } = viewerOf(ctx);
  await requireFeatureFlag(ctx.db, incubatorId, 'customFieldsAnalytics');
  const fields = await listFields(ctx.db, incubatorId, entityKind);
  let entityCount = 0;
  if (entityKind === 'startup') {
    const [row] = await ctx.db.select({ value: count() }).from(startups).where(eq(startups.incubatorId, incubatorId));
    entityCount = row?.value ?? 0;
  } else if (entityKind === 'user') {
    const [row] = await ctx.db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.incubatorId, incubatorId), ne(users.status, 'deleted')));
    entityCount = row?.value ?? 0;
  }
  if (fields.length === 0) return { entityKind: entityKind, entityCount, fields: [] };
  const ids = fields.map((f) => f.id);
  const scope: SQL | undefined = and(
    eq(customFieldValues.incubatorId, incubatorId),
    inArray(customFieldValues.fieldId, ids),
  );
  const optionRows = (await ctx.db.execute(sql`
    select ${customFieldValues.fieldId} as field_id, o.option_id, count(*)::int as count
      from ${customFieldValues}, unnest(${customFieldValues.optionIds}) as o(option_id)
     where ${scope} group by ${customFieldValues.fieldId}, o.option_id`)) as unknown as Rows<{
    field_id: string;
    option_id: string;
    count: number;
  }>;
  const numberRows = (await ctx.db.execute(sql`
    select field_id, min(number_value) as min, max(number_value) as max, avg(number_value) as average,
           percentile_cont(0.5) within group (order by number_value) as median, sum(number_value) as sum
      from ${customFieldValues}
     where ${scope} and number_value is not null group by field_id`)) as unknown as Rows<{
    field_id: string;
    min: number;
    max: number;
    average: number;
    median: number;
    sum: number;
  }>;
  const monthRows = (await ctx.db.execute(sql`
    select field_id, to_char(date_value, 'YYYY-MM') as month, count(*)::int as count
      from ${customFieldValues}
     where ${scope} and date_value is not null group by field_id, month order by month`)) as unknown as Rows<{
    field_id: string;
    month: string;
    count: number;
  }>;
  return {
    entityKind: entityKind,
    entityCount,
    fields: fields.map((field) => {
      const numbers = numberRows.rows.find((row) => row.field_id === field.id);
      return {
        field,
        answered: field.answerCount,
        options: field.options.map((option) => ({
          ...option,
          count: optionRows.rows.find((row) => row.field_id === field.id && row.option_id === option.id)?.count ?? 0,
        })),
        number: numbers
          ? {
              min: Number(numbers.min),
              max: Number(numbers.max),
              average: Number(numbers.average),
              median: Number(numbers.median),
              sum: Number(numbers.sum),
            }
          : null,
        months: monthRows.rows
          .filter((row) => row.field_id === field.id)
          .map((row) => ({ month: row.month, count: Number(row.count) })),
      };
    }),
  };
}
