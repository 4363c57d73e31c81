import { METRIC_MESSAGES } from '@cohort/shared';

/**
 * The API's refusals of the staff's metric screens (METRIC_MESSAGES of packages/shared) as keys of the `metrics`
 * namespace, so that they are said in the person's language; null for any other text, shown as it came.
 */
const STAFF_KEYS = {
  nameRequired: 'definitions.errors.nameRequired',
  customNameRequired: 'definitions.errors.customNameRequired',
  recurrence: 'definitions.errors.recurrence',
  unstorableText: 'definitions.errors.unstorableText',
  validationTarget: 'definitions.errors.validationTarget',
  validationSelf: 'definitions.errors.validationSelf',
  noTargets: 'collection.errors.noTargets',
  bulkOff: 'collection.errors.bulkOff',
  invalidPeriodDate: 'collection.errors.startsOn',
} as const satisfies Partial<Record<keyof typeof METRIC_MESSAGES, string>>;

export type StaffMessageKey = (typeof STAFF_KEYS)[keyof typeof STAFF_KEYS];

const BY_MESSAGE: ReadonlyMap<string, StaffMessageKey> = new Map(
  Object.entries(STAFF_KEYS).map(([name, key]) => [METRIC_MESSAGES[name as keyof typeof STAFF_KEYS], key]),
);

export function staffMessageKey(message: string): StaffMessageKey | null {
  return BY_MESSAGE.get(message) ?? null;
}
