import { METRIC_MESSAGES } from '@cohort/shared';

/**
 * The metric rules' and API's English messages (METRIC_MESSAGES of packages/shared) read back into translation keys of
 * the `metrics` namespace with their parameters, so that the form says them in the person's language; null for any
 * other text (a rule's custom label, an unknown refusal), shown as it came.
 */
const EXACT_KEYS = [
  'atLeastOne',
  'invalidNumber',
  'invalidAmount',
  'invalidDate',
  'invalidPeriodDate',
  'upToDate',
  'notAssigned',
  'notPending',
  'notYourStartup',
  'notFounder',
  'skipRequired',
  'unknownQuestion',
] as const satisfies readonly (keyof typeof METRIC_MESSAGES)[];
const EXACT: Readonly<Record<string, (typeof EXACT_KEYS)[number]>> = Object.fromEntries(
  EXACT_KEYS.map((key) => [METRIC_MESSAGES[key], key]),
);

/** A template of METRIC_MESSAGES as a pattern: "{value}" becomes a named group. */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, (_, name: string) => `(?<${name}>.+)`)}$`);
}

const PATTERNS = [
  { key: 'lessThan', pattern: templatePattern(METRIC_MESSAGES.lessThan) },
  { key: 'greaterThan', pattern: templatePattern(METRIC_MESSAGES.greaterThan) },
  { key: 'answerRequired', pattern: templatePattern(METRIC_MESSAGES.answerRequired) },
] as const;

export type MetricMessageKey = (typeof EXACT_KEYS)[number] | (typeof PATTERNS)[number]['key'];

export function metricMessageKey(message: string): { key: MetricMessageKey; params: Record<string, string> } | null {
  const exact = Object.hasOwn(EXACT, message) ? EXACT[message] : undefined;
  if (exact) return { key: exact, params: {} };
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
}
