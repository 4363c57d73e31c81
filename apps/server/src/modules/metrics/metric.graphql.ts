import {
  METRIC_CATEGORY_TAGS,
  METRIC_RECURRENCE_TYPES,
  METRIC_UNIT_TYPES,
  METRIC_VALIDATION_RULES,
  type MetricValidation,
} from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import {
  addCoreMetrics,
  archiveMetric,
  assignMetrics,
  type CategorizationView,
  correctMetricData,
  createMetric,
  getStartupCategorization,
  type LateMetricFormView,
  lateMetricForms,
  GROWTH_MISSED_DEFAULT,
  GROWTH_THRESHOLD_DEFAULT,
  METRIC_GROUPINGS,
  METRIC_GROWTH_FLAG_KINDS,
  type MetricAggregateRow,
  type MetricGrowthFlagView,
  metricGrowthFlags,
  metricAggregates,
  listMetricAssignments,
  listMetrics,
  type MetricAssignmentView,
  type MetricDataItemView,
  type MetricDataValidationView,
  type MetricFormView,
  type MetricSeriesView,
  type MetricSubmissionView,
  type MetricsCheckerView,
  metricSubmission,
  type MetricView,
  metricsChecker,
  setMetricData,
  startupMetricForm,
  startupMetricSeries,
  unassignMetric,
  updateMetric,
  updateStartupCategorization,
} from './metric.service.ts';

/**
 * Metrics (issue 17): definitions, collection from startups and programmes, the founders' data form, the
 * categorization and the checker. Every field authorises in the service through policies/metrics.ts.
 */
const signedIn = { authenticated: true } as const;

const UnitTypeRef = builder.enumType('MetricUnitType', { values: METRIC_UNIT_TYPES });
const RecurrenceTypeRef = builder.enumType('MetricRecurrenceType', { values: METRIC_RECURRENCE_TYPES });
const CategoryRef = builder.enumType('MetricCategoryTag', { values: METRIC_CATEGORY_TAGS });
const RuleRef = builder.enumType('MetricValidationRule', { values: METRIC_VALIDATION_RULES });
const TargetKindRef = builder.enumType('MetricValidationTargetKind', { values: ['number', 'metric', 'sum'] as const });

const LocalizedRef = builder
  .objectRef<{ language: string; value: string }>('MetricLocalizedText')
  .implement({ fields: (t) => ({ language: t.exposeString('language'), value: t.exposeString('value') }) });

const RecurrenceRef = builder.objectRef<MetricView['trackingRecurrence']>('MetricTrackingRecurrence').implement({
  fields: (t) => ({
    amount: t.exposeInt('amount'),
    type: t.field({ type: RecurrenceTypeRef, resolve: (r) => r.type }),
  }),
});

const UnitRef = builder
  .objectRef<{ unitType: MetricView['unitType']; customName: string | null }>('MetricUnitOfMeasure')
  .implement({
    fields: (t) => ({
      unitType: t.field({ type: UnitTypeRef, resolve: (u) => u.unitType }),
      customName: t.exposeString('customName', { nullable: true }),
    }),
  });

const ValidationRef = builder.objectRef<MetricValidation>('MetricValidation').implement({
  description: 'A rule of a metric: lessThan and moreThan are strict, max and min allow the bound',
  fields: (t) => ({
    rule: t.field({ type: RuleRef, resolve: (v) => v.rule }),
    targetKind: t.field({ type: TargetKindRef, resolve: (v) => v.target.kind }),
    value: t.string({
      nullable: true,
      description: 'The fixed number, as an exact decimal',
      resolve: (v) => (v.target.kind === 'number' ? v.target.value : null),
    }),
    metricIds: t.idList({
      resolve: (v) =>
        v.target.kind === 'metric' ? [v.target.metricId] : v.target.kind === 'sum' ? v.target.metricIds : [],
    }),
    label: t.string({ nullable: true, resolve: (v) => v.label ?? null }),
  }),
});

const MetricRef = builder.objectRef<MetricView>('Metric').implement({
  description: 'A metric definition (flag createMetrics); core metrics carry their coreKey',
  fields: (t) => ({
    id: t.exposeID('id'),
    _id: t.exposeID('id'),
    name: t.field({ type: [LocalizedRef], resolve: (m) => m.name }),
    description: t.field({ type: [LocalizedRef], resolve: (m) => m.description }),
    unitOfMeasure: t.field({
      type: UnitRef,
      resolve: (m) => ({ unitType: m.unitType, customName: m.customUnitName }),
    }),
    trackingRecurrence: t.field({ type: RecurrenceRef, resolve: (m) => m.trackingRecurrence }),
    category: t.field({ type: CategoryRef, resolve: (m) => m.category }),
    validations: t.field({ type: [ValidationRef], resolve: (m) => m.validations }),
    coreKey: t.exposeString('coreKey', { nullable: true }),
    archived: t.exposeBoolean('archived'),
  }),
});

const DataValidationRef = builder.objectRef<MetricDataValidationView>('MetricDataValidation').implement({
  description: 'A rule as the data form applies it: the items it reads (dataIds) and the message it says',
  fields: (t) => ({
    rule: t.field({ type: RuleRef, resolve: (v) => v.rule }),
    targetKind: t.field({ type: TargetKindRef, resolve: (v) => v.targetKind }),
    value: t.exposeString('value', { nullable: true }),
    metricIds: t.exposeIDList('metricIds'),
    dataIds: t.exposeIDList('dataIds'),
    label: t.exposeString('label', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const DataMetadataRef = builder
  .objectRef<MetricDataItemView['metadata']>('MetricDataMetadata')
  .implement({ fields: (t) => ({ customLabel: t.exposeString('customLabel', { nullable: true }) }) });

const DataItemRef = builder.objectRef<MetricDataItemView>('MetricDataItem').implement({
  description: 'One value of one metric for one period (spec 02 §3); numbers are exact decimals in strings',
  fields: (t) => ({
    id: t.exposeID('id'),
    _id: t.exposeID('id'),
    value: t.exposeString('value', { nullable: true }),
    dateValue: t.exposeString('dateValue', { nullable: true, description: 'yyyy-MM-dd (DATE metrics)' }),
    currency: t.exposeString('currency', {
      nullable: true,
      description: 'Money keeps the currency it was reported in',
    }),
    periodFrom: t.exposeString('periodFrom'),
    periodTo: t.exposeString('periodTo'),
    metric: t.field({ type: MetricRef, resolve: (d) => d.metric }),
    metadata: t.field({ type: DataMetadataRef, resolve: (d) => d.metadata }),
    validations: t.field({ type: [DataValidationRef], resolve: (d) => d.validations }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.submittedAt }),
    editedBy: t.exposeID('editedBy', { nullable: true }),
    editedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.editedAt }),
  }),
});

const PeriodRef = builder.objectRef<MetricFormView['periods'][number]>('MetricDataPeriod').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    data: t.field({ type: [DataItemRef], resolve: (p) => p.data }),
  }),
});

const FormRef = builder.objectRef<MetricFormView>('MetricForm').implement({
  description: 'The data form of a startup for a data date: the periods ending the day before (spec 02 §2)',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true }),
    startupId: t.exposeID('startupId'),
    date: t.exposeString('date', { description: 'The data date, yyyy-MM-dd' }),
    status: t.exposeString('status', { nullable: true, description: 'pending or submitted; null without a form' }),
    currency: t.exposeString('currency'),
    upToDate: t.exposeBoolean('upToDate'),
    message: t.exposeString('message', {
      nullable: true,
      description: '"Metrics are up to date." when nothing is pending',
    }),
    periods: t.field({ type: [PeriodRef], resolve: (f) => f.periods }),
  }),
});

const AssignmentRef = builder.objectRef<MetricAssignmentView>('MetricAssignment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    metricId: t.exposeID('metricId'),
    metricName: t.field({ type: [LocalizedRef], resolve: (a) => a.metricName }),
    startupId: t.exposeID('startupId', { nullable: true }),
    startupName: t.exposeString('startupName', { nullable: true }),
    programId: t.exposeID('programId', { nullable: true }),
    programName: t.exposeString('programName', { nullable: true }),
    startsOn: t.exposeString('startsOn'),
  }),
});

const CategorizationStartupRef = builder
  .objectRef<{ id: string; initialCategorizationComplete: boolean }>('MetricsStartup')
  .implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      id: t.exposeID('id'),
      initialCategorizationComplete: t.exposeBoolean('initialCategorizationComplete'),
    }),
  });

const CategorizationValueRef = builder
  .objectRef<CategorizationView['values'][number]>('StartupCategorizationValue')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      label: t.exposeString('label'),
      value: t.exposeBoolean('value', { nullable: true }),
    }),
  });

const CategorizationRef = builder.objectRef<CategorizationView>('StartupCategorization').implement({
  description: "A startup's categorization (its id is the startup's)",
  fields: (t) => ({
    id: t.exposeID('id'),
    startup: t.field({ type: CategorizationStartupRef, resolve: (c) => c.startup }),
    skipped: t.exposeBoolean('skipped'),
    values: t.field({ type: [CategorizationValueRef], resolve: (c) => c.values }),
  }),
});

const PendingFormRef = builder
  .objectRef<NonNullable<MetricsCheckerView['pendingDataForm']>>('PendingDataForm')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The form, or the categorization (the startup id)' }),
      type: t.exposeString('type', { description: 'categorization or metrics' }),
      date: t.exposeString('date', { nullable: true, description: 'The data date of a metrics form' }),
    }),
  });

const CheckerRef = builder.objectRef<MetricsCheckerView>('MetricsChecker').implement({
  fields: (t) => ({
    startup: t.field({ type: CategorizationStartupRef, resolve: (c) => c.startup }),
    pendingDataForm: t.field({ type: PendingFormRef, nullable: true, resolve: (c) => c.pendingDataForm }),
  }),
});

const LateRef = builder.objectRef<LateMetricFormView>('LateMetricForm').implement({
  fields: (t) => ({
    formId: t.exposeID('formId'),
    startupId: t.exposeID('startupId'),
    startupName: t.exposeString('startupName'),
    dueDate: t.exposeString('dueDate'),
    deadline: t.exposeString('deadline'),
    daysLate: t.exposeInt('daysLate'),
    remindedAfterAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.remindedAfterAt }),
  }),
});

const LatePageRef = builder.objectRef<{ items: LateMetricFormView[]; total: number }>('LateMetricForms').implement({
  fields: (t) => ({
    items: t.field({ type: [LateRef], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
  }),
});

const SeriesPointRef = builder.objectRef<MetricSeriesView['points'][number]>('MetricSeriesPoint').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { description: 'The metric data item (for correctMetricData)' }),
    editedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.editedAt }),
    canCorrect: t.exposeBoolean('canCorrect', { description: 'Whether the viewer may correct the value' }),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    value: t.exposeString('value', { nullable: true }),
    dateValue: t.exposeString('dateValue', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
  }),
});

const SeriesRef = builder.objectRef<MetricSeriesView>('MetricSeries').implement({
  fields: (t) => ({
    metric: t.field({ type: MetricRef, resolve: (s) => s.metric }),
    points: t.field({ type: [SeriesPointRef], resolve: (s) => s.points }),
  }),
});

const SubmissionMetadataRef = builder
  .objectRef<MetricSubmissionView['data'][number]['metadata']>('MetricSubmissionMetadata')
  .implement({
    fields: (t) => ({
      diff: t.exposeString('diff', { nullable: true, description: 'Exact difference from the previous value' }),
      change: t.exposeString('change', { nullable: true, description: 'Change in per cent, one decimal' }),
      useArrow: t.exposeBoolean('useArrow'),
    }),
  });

const SubmissionItemRef = builder.objectRef<MetricSubmissionView['data'][number]>('MetricSubmissionItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    isPoint0: t.exposeBoolean('isPoint0', { description: 'No earlier value to compare with' }),
    value: t.exposeString('value', { nullable: true }),
    dateValue: t.exposeString('dateValue', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    unit: t.field({ type: UnitTypeRef, resolve: (d) => d.metric.unitType }),
    metric: t.field({ type: MetricRef, resolve: (d) => d.metric }),
    metadata: t.field({ type: SubmissionMetadataRef, resolve: (d) => d.metadata }),
  }),
});

const SubmissionRef = builder.objectRef<MetricSubmissionView>('TopLevelDataSubmittedEvent').implement({
  description: "The details of a timeline post of type TopLevelDataSubmittedEvent (the post's _id is postId)",
  fields: (t) => ({
    postId: t.exposeID('postId'),
    startupId: t.exposeID('startupId'),
    dueDate: t.exposeString('dueDate'),
    submittedBy: t.exposeID('submittedBy', { nullable: true }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
    editedBy: t.exposeID('editedBy', { nullable: true }),
    editedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.editedAt }),
    data: t.field({ type: [SubmissionItemRef], resolve: (s) => s.data }),
  }),
});

const GroupingRef = builder.enumType('MetricGrouping', { values: METRIC_GROUPINGS });

const AggregateRef = builder.objectRef<MetricAggregateRow>('MetricAggregate').implement({
  description: 'One group in one period: the spec aggregations, exact decimals in strings',
  fields: (t) => ({
    groupId: t.exposeID('groupId', { nullable: true }),
    groupName: t.exposeString('groupName'),
    periodFrom: t.exposeString('periodFrom'),
    count: t.exposeInt('count'),
    sum: t.exposeString('sum', { nullable: true }),
    average: t.exposeString('average', { nullable: true }),
    min: t.exposeString('min', { nullable: true }),
    max: t.exposeString('max', { nullable: true }),
    median: t.exposeString('median', { nullable: true }),
  }),
});

const LocalizedInput = builder.inputType('MetricLocalizedTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), value: t.string({ required: true }) }),
});

const ValidationInput = builder.inputType('MetricValidationInput', {
  description: 'targetKind number takes value; metric takes one metricId; sum takes several metricIds',
  fields: (t) => ({
    rule: t.field({ type: RuleRef, required: true }),
    targetKind: t.field({ type: TargetKindRef, required: true }),
    value: t.string(),
    metricIds: t.idList(),
    label: t.string(),
  }),
});

const RecurrenceInput = builder.inputType('MetricTrackingRecurrenceInput', {
  fields: (t) => ({
    amount: t.int({ required: true }),
    type: t.field({ type: RecurrenceTypeRef, required: true }),
  }),
});

const MetricInputRef = builder.inputType('MetricInput', {
  fields: (t) => ({
    name: t.field({ type: [LocalizedInput], required: true }),
    description: t.field({ type: [LocalizedInput] }),
    unitType: t.field({ type: UnitTypeRef, required: true }),
    customUnitName: t.string(),
    trackingRecurrence: t.field({ type: RecurrenceInput, required: true }),
    category: t.field({ type: CategoryRef }),
    validations: t.field({ type: [ValidationInput] }),
  }),
});

const DataValueInput = builder.inputType('MetricDataValueInput', {
  fields: (t) => ({
    metricDataId: t.id({ required: true }),
    value: t.string({ required: true, description: 'As typed (a comma decimal symbol is accepted)' }),
  }),
});

const CategorizationDataInput = builder.inputType('StartupCategorizationDataInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.boolean() }),
});

type RawMetricInput = typeof MetricInputRef.$inferInput;

/** The GraphQL input to the shape the shared schema parses (targets as a tagged union). */
function metricInput(input: RawMetricInput): unknown {
  return {
    ...input,
    description: input.description ?? [],
    category: input.category ?? undefined,
    validations: (input.validations ?? []).map((v) => ({
      rule: v.rule,
      label: v.label ?? null,
      target:
        v.targetKind === 'number'
          ? { kind: 'number', value: v.value ?? '' }
          : v.targetKind === 'metric'
            ? { kind: 'metric', metricId: String(v.metricIds?.[0] ?? '') }
            : { kind: 'sum', metricIds: (v.metricIds ?? []).map(String) },
    })),
  };
}

builder.queryFields((t) => ({
  metrics: t.field({
    type: [MetricRef],
    description: 'The metric definitions (METRICS/EDIT:VIEW)',
    authScopes: signedIn,
    args: { includeArchived: t.arg.boolean() },
    resolve: (_root, args, ctx) => listMetrics(ctx, args.includeArchived ?? false),
  }),
  metricAssignments: t.field({
    type: [AssignmentRef],
    description: 'Which startups and programmes each metric is collected from',
    authScopes: signedIn,
    args: { metricId: t.arg.id() },
    resolve: (_root, args, ctx) => listMetricAssignments(ctx, args.metricId ? String(args.metricId) : null),
  }),
  lateMetricForms: t.field({
    type: LatePageRef,
    description: 'Startups late with their data (pending past the deadline), 25 a page',
    authScopes: signedIn,
    args: { page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, args, ctx) => lateMetricForms(ctx, args.page ?? 0),
  }),
  startupMetricDataForMetricForm: t.field({
    type: FormRef,
    description: 'The data form of a startup for a data date: the periods ending before it, with data and validations',
    authScopes: signedIn,
    args: {
      startupId: t.arg.id({ required: true }),
      date: t.arg.string({ required: true }),
      withFilledData: t.arg.boolean(),
      includeFilledInData: t.arg.boolean({ description: 'Same as withFilledData' }),
    },
    resolve: (_root, args, ctx) =>
      startupMetricForm(ctx, String(args.startupId), args.date, !!(args.withFilledData || args.includeFilledInData)),
  }),
  getStartupCategorization: t.field({
    type: CategorizationRef,
    description: "A startup's categorization (categorizationId is the startup's id)",
    authScopes: signedIn,
    args: { categorizationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getStartupCategorization(ctx, String(args.categorizationId)),
  }),
  metricsChecker: t.field({
    type: CheckerRef,
    description: 'MetricsChecker: what a cofounder has to fill (categorization, then pending metrics)',
    authScopes: signedIn,
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => metricsChecker(ctx, String(args.startupId)),
  }),
  metricAggregates: t.field({
    type: [AggregateRef],
    description: 'A metric across the portfolio over time, per programme, industry, tag or cohort',
    authScopes: signedIn,
    args: {
      metricId: t.arg.id({ required: true }),
      groupBy: t.arg({ type: GroupingRef, defaultValue: 'portfolio' }),
      from: t.arg.string({ description: 'First period start, yyyy-MM-dd' }),
      to: t.arg.string({ description: 'Last period start, yyyy-MM-dd' }),
    },
    resolve: (_root, args, ctx) =>
      metricAggregates(ctx, String(args.metricId), args.groupBy ?? 'portfolio', {
        from: args.from ?? null,
        to: args.to ?? null,
      }),
  }),
  metricSubmission: t.field({
    type: SubmissionRef,
    description: 'What a TopLevelDataSubmittedEvent post reported: each value and its change from the last period',
    authScopes: signedIn,
    args: { postId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => metricSubmission(ctx, String(args.postId)),
  }),
  startupMetricSeries: t.field({
    type: [SeriesRef],
    description: 'Each metric of a startup over time (the analytics tab)',
    authScopes: signedIn,
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startupMetricSeries(ctx, String(args.startupId)),
  }),
}));

builder.mutationFields((t) => ({
  createMetric: t.field({
    type: MetricRef,
    description: 'Defines a metric (flag createMetrics)',
    authScopes: signedIn,
    args: { input: t.arg({ type: MetricInputRef, required: true }) },
    resolve: (_root, args, ctx) => createMetric(ctx, metricInput(args.input)),
  }),
  updateMetric: t.field({
    type: MetricRef,
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MetricInputRef, required: true }) },
    resolve: (_root, args, ctx) => updateMetric(ctx, String(args.id), metricInput(args.input)),
  }),
  archiveMetric: t.field({
    type: MetricRef,
    description: 'Stops asking for a metric (its data stays), or asks again',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => archiveMetric(ctx, String(args.id), args.archived),
  }),
  addCoreMetrics: t.field({
    type: [MetricRef],
    description: 'Adds the core metrics named (all when keys is null; flag coreMetrics); returns every metric',
    authScopes: signedIn,
    args: { keys: t.arg.stringList() },
    resolve: (_root, args, ctx) => addCoreMetrics(ctx, args.keys ?? null),
  }),
  assignMetrics: t.field({
    type: 'Int',
    description:
      'Collects metrics from startups and programmes (bulkDataAssignation) from the month of startsOn; the number added',
    authScopes: signedIn,
    args: {
      metricIds: t.arg.idList({ required: true }),
      startupIds: t.arg.idList(),
      programIds: t.arg.idList(),
      startsOn: t.arg.string({ required: true, description: 'yyyy-MM-dd; the first period starts on its month' }),
    },
    resolve: (_root, args, ctx) =>
      assignMetrics(ctx, {
        metricIds: args.metricIds.map(String),
        startupIds: (args.startupIds ?? []).map(String),
        programIds: (args.programIds ?? []).map(String),
        startsOn: args.startsOn,
      }),
  }),
  unassignMetric: t.field({
    type: 'ID',
    authScopes: signedIn,
    args: { assignmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unassignMetric(ctx, String(args.assignmentId)),
  }),
  setMetricDataInMetricForm: t.field({
    type: FormRef,
    description: 'SetMetricDataInMetricForm: a founder reports the filled values of a pending form',
    authScopes: signedIn,
    args: {
      startupId: t.arg.id({ required: true }),
      date: t.arg.string({ required: true }),
      data: t.arg({ type: [DataValueInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      setMetricData(
        ctx,
        String(args.startupId),
        args.date,
        args.data.map((d) => ({ metricDataId: String(d.metricDataId), value: d.value })),
      ),
  }),
  correctMetricData: t.field({
    type: DataItemRef,
    description: 'Staff correct a reported value (editedBy and editedAt kept)',
    authScopes: signedIn,
    args: { metricDataId: t.arg.id({ required: true }), value: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => correctMetricData(ctx, String(args.metricDataId), args.value),
  }),
  updateStartupCategorization: t.field({
    type: CategorizationRef,
    description: 'UpdateStartupCategorization: skip (yes delays data reporting, no answers sent) or every answer',
    authScopes: signedIn,
    args: {
      categorizationId: t.arg.id({ required: true }),
      data: t.arg({ type: [CategorizationDataInput] }),
      skip: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      updateStartupCategorization(
        ctx,
        String(args.categorizationId),
        (args.data ?? []).map((d) => ({ key: d.key, value: d.value ?? null })),
        args.skip ?? null,
      ),
  }),
}));

const GrowthFlagKindRef = builder.enumType('MetricGrowthFlagKind', { values: METRIC_GROWTH_FLAG_KINDS });

const GrowthFlagRef = builder.objectRef<MetricGrowthFlagView>('MetricGrowthFlag').implement({
  description: 'A startup whose metric jumped or fell beyond the threshold, or that stopped reporting it',
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    startupName: t.exposeString('startupName'),
    kind: t.field({ type: GrowthFlagKindRef, resolve: (f) => f.kind }),
    lastPeriodFrom: t.exposeString('lastPeriodFrom', { nullable: true }),
    lastValue: t.exposeString('lastValue', { nullable: true, description: 'Exact decimal' }),
    previousValue: t.exposeString('previousValue', { nullable: true, description: 'Exact decimal' }),
    change: t.exposeString('change', { nullable: true, description: 'Change in per cent, one decimal' }),
    missedPeriods: t.exposeInt('missedPeriods', { description: 'Ended periods without a value since the last one' }),
  }),
});

builder.queryFields((t) => ({
  metricGrowthFlags: t.field({
    type: [GrowthFlagRef],
    description: 'Startups whose metric jumped or fell by threshold per cent or more, or that stopped reporting it',
    authScopes: signedIn,
    args: {
      metricId: t.arg.id({ required: true }),
      threshold: t.arg.float({ defaultValue: GROWTH_THRESHOLD_DEFAULT, description: 'Per cent, above 0' }),
      missedPeriods: t.arg.int({
        defaultValue: GROWTH_MISSED_DEFAULT,
        description: 'Ended periods without a value that make a startup one that stopped reporting',
      }),
    },
    resolve: (_root, args, ctx) =>
      metricGrowthFlags(ctx, String(args.metricId), {
        threshold: args.threshold ?? GROWTH_THRESHOLD_DEFAULT,
        missedPeriods: args.missedPeriods ?? GROWTH_MISSED_DEFAULT,
      }),
  }),
}));
