import { PAGE_SIZE } from '@cohort/shared';

/** The activity feed (spec 01 §2.3): 25 entries a page. */
export const ACTIVITY_PAGE_SIZE = PAGE_SIZE;
/** A value longer than this is cut in the details. */
export const ACTIVITY_VALUE_MAX_LENGTH = 160;

export const ACTIVITY_ENTITY_TYPES = ['organisation', 'role', 'user', 'featureFlag', 'industry'] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

export const ACTIVITY_ACTIONS = [
  'organisation.settings.updated',
  'organisation.branding.updated',
  'organisation.layout.login.updated',
  'organisation.loginProviders.updated',
  'role.created',
  'role.updated',
  'role.deleted',
  'user.role.updated',
  'user.status.updated',
  'featureFlag.updated',
  'industry.created',
  'industry.renamed',
  'industry.deleted',
  'organisation.created',
  'organisation.suspended',
  'organisation.restored',
  'organisation.plan.updated',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}

export function isActivityEntityType(value: string): value is ActivityEntityType {
  return (ACTIVITY_ENTITY_TYPES as readonly string[]).includes(value);
}

/** An action with its dots turned into underscores. */
type Underscored<A extends string> = A extends `${infer Head}.${infer Rest}` ? `${Head}_${Underscored<Rest>}` : A;
export type ActivityActionKey = Underscored<ActivityAction>;

/** The i18n key of an action: dots separate i18n key levels, so they become underscores. */
export function activityActionKey(action: ActivityAction): ActivityActionKey {
  return action.replace(/\./g, '_') as ActivityActionKey;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields that differ between before and after (both JSON objects, either may be missing), sorted by name. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return names
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

/** A JSON value as readable text: strings as they are, other values as compact JSON; cut at `max` characters. */
export function readableValue(value: unknown, max = ACTIVITY_VALUE_MAX_LENGTH): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const NAME_FIELDS = ['fullName', 'name', 'label', 'email', 'key', 'slug'] as const;

/** A readable name of the entity an entry is about, taken from its recorded values when they carry one. */
export function activitySubjectName(entry: {
  before: unknown;
  after: unknown;
  entityId?: string | null;
}): string | null {
  for (const values of [entry.after, entry.before]) {
    if (!isRecord(values)) continue;
    for (const field of NAME_FIELDS) {
      const value = values[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return entry.entityId ?? null;
}
