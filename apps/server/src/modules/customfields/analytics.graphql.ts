import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError } from '../../platform/graphql/errors.ts';
import { canSeeCustomFieldAnalytics } from '../../policies/index.ts';
import {
  type Analytics,
  customFieldAnalytics,
  type FieldStats,
  type MonthCount,
  type NumberStats,
  type OptionCount,
} from './analytics.service.ts';
import { CustomFieldRef, EntityKindRef } from './custom-field.graphql.ts';

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

builder.queryField('customFieldAnalytics', (t) =>
  t.field({
    type: AnalyticsRef,
    description:
      'How the custom fields of an entity kind are answered: fill rates, option counts, number statistics, dates by month (flag customFieldsAnalytics, CUSTOM_FIELD_ANALYTICS:ACCESS)',
    authScopes: { authenticated: true },
    args: { entityKind: t.arg({ type: EntityKindRef, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!canSeeCustomFieldAnalytics(viewerOf(ctx).viewer)) throw new ForbiddenError();
      return customFieldAnalytics(ctx, args.entityKind);
    },
  }),
);
