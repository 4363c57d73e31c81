import type { LocalizedText } from '../organisation.ts';

/** Metric unit types (spec 02 §Enumerations). */
export const METRIC_UNIT_TYPES = [
  'MONETARY',
  'PERCENTAGE',
  'DATE',
  'EMPLOYEE',
  'CUSTOMER',
  'USER',
  'SUBSCRIBER',
  'MONTHS',
  'CUSTOM',
] as const;
export type MetricUnitType = (typeof METRIC_UNIT_TYPES)[number];

/** How often a metric is reported: every `amount` months, quarters or years. */
export const METRIC_RECURRENCE_TYPES = ['monthly', 'quarterly', 'yearly'] as const;
export type MetricRecurrenceType = (typeof METRIC_RECURRENCE_TYPES)[number];
export interface TrackingRecurrence {
  amount: number;
  type: MetricRecurrenceType;
}
export const METRIC_RECURRENCE_MAX_AMOUNT = 12;

/** Category tags of a metric (spec 02 §Enumerations), `untagged` being the non-tagged option. */
export const METRIC_CATEGORY_TAGS = [
  'marketing',
  'sales',
  'development',
  'finance',
  'design',
  'strategy',
  'customer_validation',
  'mvp',
  'asset',
  'cogs',
  'legal',
  'untagged',
] as const;
export type MetricCategoryTag = (typeof METRIC_CATEGORY_TAGS)[number];

/** Aggregations of the portfolio analytics (spec 02 §Enumerations). */
export const METRIC_AGGREGATIONS = ['average', 'count', 'max', 'median', 'min', 'sum'] as const;
export type MetricAggregation = (typeof METRIC_AGGREGATIONS)[number];

/**
 * A per-metric rule (spec 02 §5): lessThan and moreThan are strict, max and min allow the bound itself. The bound is
 * a fixed number, another metric's value, or the sum of several metrics' values.
 */
export const METRIC_VALIDATION_RULES = ['lessThan', 'moreThan', 'max', 'min'] as const;
export type MetricValidationRule = (typeof METRIC_VALIDATION_RULES)[number];
export type MetricValidationTarget =
  | { kind: 'number'; value: string }
  | { kind: 'metric'; metricId: string }
  | { kind: 'sum'; metricIds: string[] };
export interface MetricValidation {
  rule: MetricValidationRule;
  target: MetricValidationTarget;
  /** Said instead of the default message when given. */
  label?: string | null;
}

/** Pending data forms: the categorization questionnaire, or a period's metrics. */
export const PENDING_DATA_FORM_TYPES = ['categorization', 'metrics'] as const;
export type PendingDataFormType = (typeof PENDING_DATA_FORM_TYPES)[number];

/** Timeline item kinds this area writes (spec 02 §3). */
export const METRIC_TIMELINE_KINDS = [
  'DataDueEvent',
  'TopLevelDataSubmittedEvent',
  'NonTopLevelDataSubmittedEvent',
  'DataCategorizationUpdate',
  'DataCategorizationSkip',
] as const;
export type MetricTimelineKind = (typeof METRIC_TIMELINE_KINDS)[number];

/** The questions of the categorization questionnaire (spec 02 §3 Startup categorization), in the order asked. */
export const CATEGORIZATION_QUESTIONS = [
  { key: 'serviceIsLive', label: 'Is your product or service live?' },
  { key: 'hasFreeUsers', label: 'Do you have free users?' },
  { key: 'isGeneratingSales', label: 'Are you generating sales?' },
  { key: 'recurringRevenueModel', label: 'Is your revenue model recurring (subscriptions)?' },
] as const;
export type CategorizationKey = (typeof CATEGORIZATION_QUESTIONS)[number]['key'];

/** A core metric (flag coreMetrics): ready to add, each with the definition it starts from. */
export interface CoreMetricDefinition {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  unitType: MetricUnitType;
  category: MetricCategoryTag;
  recurrence: TrackingRecurrence;
}

const monthly: TrackingRecurrence = { amount: 1, type: 'monthly' };
const named = (en: string, fr: string, es: string, de: string) => [
  { language: 'en', value: en },
  { language: 'fr', value: fr },
  { language: 'es', value: es },
  { language: 'de', value: de },
];

export const CORE_METRICS: readonly CoreMetricDefinition[] = [
  {
    key: 'revenue',
    name: named('Revenue', "Chiffre d'affaires", 'Ingresos', 'Umsatz'),
    description: named('Revenue of the month', "Chiffre d'affaires du mois", 'Ingresos del mes', 'Umsatz des Monats'),
    unitType: 'MONETARY',
    category: 'finance',
    recurrence: monthly,
  },
  {
    key: 'burn',
    name: named('Burn', 'Dépenses nettes', 'Gasto neto', 'Burn-Rate'),
    description: named(
      'Net cash spent in the month',
      'Trésorerie consommée dans le mois',
      'Efectivo neto gastado en el mes',
      'Im Monat verbrauchte Liquidität',
    ),
    unitType: 'MONETARY',
    category: 'finance',
    recurrence: monthly,
  },
  {
    key: 'runway',
    name: named('Runway', 'Autonomie financière', 'Autonomía financiera', 'Runway'),
    description: named(
      'Months of cash left',
      'Mois de trésorerie restants',
      'Meses de caja restantes',
      'Verbleibende Monate an Liquidität',
    ),
    unitType: 'MONTHS',
    category: 'finance',
    recurrence: monthly,
  },
  {
    key: 'employees',
    name: named('Employees', 'Salariés', 'Empleados', 'Mitarbeitende'),
    description: named(
      'Full-time equivalents',
      'Équivalents temps plein',
      'Equivalentes a tiempo completo',
      'Vollzeitäquivalente',
    ),
    unitType: 'EMPLOYEE',
    category: 'strategy',
    recurrence: monthly,
  },
  {
    key: 'customers',
    name: named('Customers', 'Clients', 'Clientes', 'Kunden'),
    description: named('Paying customers', 'Clients payants', 'Clientes de pago', 'Zahlende Kunden'),
    unitType: 'CUSTOMER',
    category: 'sales',
    recurrence: monthly,
  },
  {
    key: 'users',
    name: named('Users', 'Utilisateurs', 'Usuarios', 'Nutzer'),
    description: named('Active users', 'Utilisateurs actifs', 'Usuarios activos', 'Aktive Nutzer'),
    unitType: 'USER',
    category: 'customer_validation',
    recurrence: monthly,
  },
  {
    key: 'fundingRaised',
    name: named('Funding raised', 'Fonds levés', 'Financiación obtenida', 'Eingeworbenes Kapital'),
    description: named(
      'Funding raised in the quarter',
      'Fonds levés dans le trimestre',
      'Financiación obtenida en el trimestre',
      'Im Quartal eingeworbenes Kapital',
    ),
    unitType: 'MONETARY',
    category: 'finance',
    recurrence: { amount: 1, type: 'quarterly' },
  },
];

/** What the API and the form say (spec 02 §5, §8); the web app reads them back into its languages. */
export const METRIC_MESSAGES = {
  atLeastOne: 'You need to fill at least one of these fields',
  invalidNumber: 'Invalid number',
  invalidAmount: 'Invalid amount',
  invalidDate: 'Invalid date',
  lessThan: 'This must be less than {value}',
  greaterThan: 'This must be greater than {value}',
  invalidPeriodDate: 'The date received for this data update is invalid',
  upToDate: 'Metrics are up to date.',
  checkerTitle: 'You have metrics to update',
  checkerBody: 'Please update your metrics',
  notAssigned: 'This metric is not assigned to this startup',
  notPending: 'This period has no data pending',
  notYourStartup: 'You can only report data for your own startup',
  notFounder: 'Only the founders of this startup report its data',
  skipRequired: 'Choose whether to delay the beginning of data reporting',
  answerRequired: '{field} is a required field',
  unknownQuestion: 'This question is not part of the categorization',
  nameRequired: 'A metric needs a name',
  customNameRequired: 'A custom unit needs a name',
  unstorableText: 'This text contains a character that is not allowed',
  recurrence: `A recurrence is every 1 to ${METRIC_RECURRENCE_MAX_AMOUNT} months, quarters or years`,
  validationTarget: 'A validation compares with a number, another metric, or the sum of several metrics',
  validationSelf: 'A metric cannot be compared with itself',
  noTargets: 'Choose the startups or programmes to collect this data from',
  bulkOff: 'Assigning metrics to whole programmes is switched off for your organisation',
  notStaffEditable: 'Only submitted data can be corrected',
} as const;
