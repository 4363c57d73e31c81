import { CUSTOM_FIELD_ENTITY_KINDS, type CustomFieldEntityKind } from '@cohort/shared';

export { CUSTOM_FIELD_ENTITY_KINDS, type CustomFieldEntityKind };

/** The kind the pages open on, and the one an unknown `?kind=` falls back to. */
export const DEFAULT_ENTITY_KIND: CustomFieldEntityKind = 'startup';

export const FIELDS_PATH = '/fields/customs';
export const FIELDS_ANALYTICS_PATH = '/fields/customs/analytics';

export function isEntityKind(value: string | null | undefined): value is CustomFieldEntityKind {
  return value != null && (CUSTOM_FIELD_ENTITY_KINDS as readonly string[]).includes(value);
}

/** The kind named in the address (`?kind=`); anything else is the startup kind. */
export function parseEntityKind(value: string | null | undefined): CustomFieldEntityKind {
  return isEntityKind(value) ? value : DEFAULT_ENTITY_KIND;
}

/** The custom fields of one kind: /fields/customs?kind={kind}. */
export function fieldsPath(kind: CustomFieldEntityKind = DEFAULT_ENTITY_KIND): string {
  return `${FIELDS_PATH}?kind=${kind}`;
}

/** How one kind's custom fields are answered: /fields/customs/analytics?kind={kind}. */
export function fieldsAnalyticsPath(kind: CustomFieldEntityKind = DEFAULT_ENTITY_KIND): string {
  return `${FIELDS_ANALYTICS_PATH}?kind=${kind}`;
}
