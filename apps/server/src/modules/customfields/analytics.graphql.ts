import { type CustomFieldEntityKind, isAuthorized } from '@cohort/shared';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError } from '../../platform/graphql/errors.ts';
import { requireFeatureFlag } from '../organisations/index.ts';
import { startups } from '../startups/index.ts';
import { users } from '../users/index.ts';
import { CustomFieldRef, EntityKindRef } from './custom-field.graphql.ts';
import { type FieldView, listFields } from './custom-field.service.ts';
import { customFieldValues } from './custom-field.table.ts';

interface OptionCount {
  id: string;
  label: string;
  count: number;
}
interface NumberStats {
  min: number;
  max: number;
  average: number;
  median: number;
  sum: number;
}
interface MonthCount {
  month: string;
  count: number;
}
interface FieldStats {
  field: FieldView;
  answered: number;
  options: OptionCount[];
  number: NumberStats | null;
  months: MonthCount[];
}
interface Analytics {
  entityKind: CustomFieldEntityKind;
  entityCount: number;
  fields: FieldStats[];
}

const OptionCountRef = builder.objectRef<OptionCount>('CustomFieldOptionCount').implement({
  fields: (t) => ({ _id: t.exposeID('id'), label: t.exposeString('label'), count: t.exposeInt('count') }),
});
const NumberStatsRef = builder.objectRef<NumberStats>('CustomFieldNumberStats').implement({
  fields: (t) => ({
    min: t.exposeFloat('min'),
    max: t.exposeFloat('max'),
    average: t.exposeFloat('average'),
    median: t.exposeFloat('median'),
    sum: t.exposeFloat('sum'),
  }),
});
const MonthCountRef = builder.objectRef<MonthCount>('CustomFieldMonthCount').implement({
  fields: (t) => ({ month: t.exposeString('month', { description: 'yyyy-MM' }), count: t.exposeInt('count') }),
});
const FieldStatsRef = builder.objectRef<FieldStats>('CustomFieldStats').implement({
  fields: (t) => ({
    field: t.field({ type: CustomFieldRef, resolve: (s) => s.field }),
    answered: t.exposeInt('answered', { description: 'How many profiles have a value' }),
    options: t.field({
      type: [OptionCountRef],
      description: 'Choice fields: how many profiles chose each option, in the order of the options',
      resolve: (s) => s.options,
    }),
    number: t.field({ type: NumberStatsRef, nullable: true, resolve: (s) => s.number }),
    months: t.field({
      type: [MonthCountRef],
      description: 'Date fields: how many values fall in each month, oldest first',
      resolve: (s) => s.months,
    }),
  }),
});
const AnalyticsRef = builder.objectRef<Analytics>('CustomFieldAnalytics').implement({
  fields: (t) => ({
    entityKind: t.field({ type: EntityKindRef, resolve: (a) => a.entityKind }),
    entityCount: t.exposeInt('entityCount', { description: 'How many startups, applications or users there are' }),
    fields: t.field({ type: [FieldStatsRef], resolve: (a) => a.fields }),
  }),
});

type Rows<T> = { rows: T[] };

builder.queryField('customFieldAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'How the custom fields of an entity kind are answered: fill rates, option counts, number statistics, dates by month (flag customFieldsAnalytics, CUSTOM_FIELD_ANALYTICS:ACCESS)',
    authScopes: { authenticated: true },
    args: { entityKind: t.arg({ type: EntityKindRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (viewer.roleType !== 'System' && !isAuthorized(viewer, 'CUSTOM_FIELD_ANALYTICS:ACCESS')) {
        throw new ForbiddenError();
      }
      await requireFeatureFlag(ctx.db, incubatorId, 'customFieldsAnalytics');
      const fields = await listFields(ctx.db, incubatorId, args.entityKind);
      let entityCount = 0;
      if (args.entityKind === 'startup') {
        const [row] = await ctx.db
          .select({ value: count() })
          .from(startups)
          .where(eq(startups.incubatorId, incubatorId));
        entityCount = row?.value ?? 0;
      } else if (args.entityKind === 'user') {
        const [row] = await ctx.db
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.incubatorId, incubatorId), ne(users.status, 'deleted')));
        entityCount = row?.value ?? 0;
      }
      if (fields.length === 0) return { entityKind: args.entityKind, entityCount, fields: [] };
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
        entityKind: args.entityKind,
        entityCount,
        fields: fields.map((field) => {
          const numbers = numberRows.rows.find((row) => row.field_id === field.id);
          return {
            field,
            answered: field.answerCount,
            options: field.options.map((option) => ({
              ...option,
              count:
                optionRows.rows.find((row) => row.field_id === field.id && row.option_id === option.id)?.count ?? 0,
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
    },
  }),
);
