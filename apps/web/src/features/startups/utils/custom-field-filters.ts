import { type CustomFieldType, type FieldError, isChoiceField, isNumberField } from '@cohort/shared';

/** The most custom-field filters the portfolio combines (one per field). */
export const CUSTOM_FIELD_FILTERS_MAX = 20;
/** The longest text a "contains" filter keeps (the server cuts there too). */
export const CUSTOM_FIELD_FILTER_TEXT_MAX = 200;

/**
 * A filter of the portfolio on one startup custom field: for a choice field, any of its options; for a number or
 * currency field, a value between min and max (either may be open); for other fields, a text the answer contains.
 */
export type CustomFieldFilter =
  | { fieldId: string; kind: 'options'; optionIds: string[] }
  | { fieldId: string; kind: 'range'; min: number | null; max: number | null }
  | { fieldId: string; kind: 'text'; text: string };

export type CustomFieldFilterKind = CustomFieldFilter['kind'];

/** What the API takes (CustomFieldFilterInput), for the `startups` query, its exports and the saved views. */
export interface CustomFieldFilterInput {
  fieldId: string;
  optionIds?: string[];
  min?: number | null;
  max?: number | null;
  text?: string;
}

/** The field of a filter as the filter editor and its chips need it. */
export interface FilterableCustomField {
  _id: string;
  label: string;
  type: CustomFieldType;
  options: readonly { _id: string; label: string }[];
}

/** Which criterion a field type takes: options for choice fields, a range for numbers and currencies, else a text. */
export function criterionKindOf(type: CustomFieldType): CustomFieldFilterKind {
  if (isChoiceField(type)) return 'options';
  if (isNumberField(type)) return 'range';
  return 'text';
}

/** The distinct non-blank strings of a list, in order. */
function distinct(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()))].filter((value) => value !== '');
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A filter as the address keeps it (the value of one `cf` key): `<fieldId>:<optionId>,<optionId>` for options,
 * `<fieldId>:<min>..<max>` for a range (an open end left empty), `<fieldId>:~<text>` for a text.
 */
export function encodeCustomFieldFilter(filter: CustomFieldFilter): string {
  switch (filter.kind) {
    case 'options':
      return `${filter.fieldId}:${distinct(filter.optionIds).join(',')}`;
    case 'range':
      return `${filter.fieldId}:${numberText(filter.min)}..${numberText(filter.max)}`;
    case 'text':
      return `${filter.fieldId}:~${filter.text.trim()}`;
  }
}

/** A bound as written: '' is open (null), anything else must be a finite number (else undefined: not a bound). */
function boundOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Reads one `cf` value; null when it is not a filter (no field, no criterion, a bound that is not a number). */
export function decodeCustomFieldFilter(value: string): CustomFieldFilter | null {
  const colon = value.indexOf(':');
  if (colon <= 0) return null;
  const fieldId = value.slice(0, colon).trim();
  const rest = value.slice(colon + 1);
  if (fieldId === '') return null;
  if (rest.startsWith('~')) {
    const text = rest.slice(1).trim().slice(0, CUSTOM_FIELD_FILTER_TEXT_MAX);
    return text === '' ? null : { fieldId, kind: 'text', text };
  }
  const dots = rest.indexOf('..');
  if (dots >= 0) {
    const min = boundOf(rest.slice(0, dots));
    const max = boundOf(rest.slice(dots + 2));
    if (min === undefined || max === undefined || (min === null && max === null)) return null;
    return { fieldId, kind: 'range', min, max };
  }
  const optionIds = distinct(rest.split(','));
  return optionIds.length === 0 ? null : { fieldId, kind: 'options', optionIds };
}

/** Only the first filter of each field is kept, and at most CUSTOM_FIELD_FILTERS_MAX of them. */
function onePerField(filters: readonly CustomFieldFilter[]): CustomFieldFilter[] {
  const seen = new Set<string>();
  const kept: CustomFieldFilter[] = [];
  for (const filter of filters) {
    if (seen.has(filter.fieldId) || kept.length >= CUSTOM_FIELD_FILTERS_MAX) continue;
    seen.add(filter.fieldId);
    kept.push(filter);
  }
  return kept;
}

/** The filters of the repeated `cf` keys: what is not a filter is dropped, and only the first filter of a field. */
export function parseCustomFieldFilters(values: readonly string[]): CustomFieldFilter[] {
  return onePerField(values.map(decodeCustomFieldFilter).filter((filter) => filter !== null));
}

/** The filter as the API takes it. */
export function customFieldFilterInput(filter: CustomFieldFilter): CustomFieldFilterInput {
  switch (filter.kind) {
    case 'options':
      return { fieldId: filter.fieldId, optionIds: distinct(filter.optionIds) };
    case 'range':
      return { fieldId: filter.fieldId, min: filter.min, max: filter.max };
    case 'text':
      return { fieldId: filter.fieldId, text: filter.text.trim() };
  }
}

/** The `customFields` argument of the `startups` query and of an export's filter: null without filters. */
export function customFieldFiltersInput(filters: readonly CustomFieldFilter[]): CustomFieldFilterInput[] | null {
  return filters.length > 0 ? filters.map(customFieldFilterInput) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const finiteOrNull = (value: unknown): number | null | undefined =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' && Number.isFinite(value)
      ? value
      : undefined;

/** One filter as a saved view holds it (CustomFieldFilterInput in JSON); null when it is not one. */
function filterOfInput(value: unknown): CustomFieldFilter | null {
  if (!isRecord(value) || typeof value.fieldId !== 'string' || value.fieldId.trim() === '') return null;
  const fieldId = value.fieldId.trim();
  if (Array.isArray(value.optionIds)) {
    const optionIds = distinct(value.optionIds.filter((id): id is string => typeof id === 'string'));
    return optionIds.length > 0 ? { fieldId, kind: 'options', optionIds } : null;
  }
  if (typeof value.text === 'string') {
    const text = value.text.trim().slice(0, CUSTOM_FIELD_FILTER_TEXT_MAX);
    return text !== '' ? { fieldId, kind: 'text', text } : null;
  }
  const min = finiteOrNull(value.min);
  const max = finiteOrNull(value.max);
  if (min === undefined || max === undefined || (min === null && max === null)) return null;
  return { fieldId, kind: 'range', min, max };
}

/** Reads the custom-field filters a saved view holds (JSON): what is not a filter is dropped, one per field. */
export function parseCustomFieldFilterInputs(value: unknown): CustomFieldFilter[] {
  if (!Array.isArray(value)) return [];
  return onePerField(value.map(filterOfInput).filter((filter) => filter !== null));
}

/** The filters with `filter` in place of the one on the same field, or added after the others. */
export function withCustomFieldFilter(
  filters: readonly CustomFieldFilter[],
  filter: CustomFieldFilter,
): CustomFieldFilter[] {
  const at = filters.findIndex((candidate) => candidate.fieldId === filter.fieldId);
  if (at < 0) return onePerField([...filters, filter]);
  return filters.map((candidate, index) => (index === at ? filter : candidate));
}

/** The filters without the one on a field. */
export function withoutCustomFieldFilter(filters: readonly CustomFieldFilter[], fieldId: string): CustomFieldFilter[] {
  return filters.filter((filter) => filter.fieldId !== fieldId);
}

/** Whether two lists hold the same filters (the same criteria per field), in any order. */
export function sameCustomFieldFilters(a: readonly CustomFieldFilter[], b: readonly CustomFieldFilter[]): boolean {
  const key = (filter: CustomFieldFilter) =>
    filter.kind === 'options'
      ? `${filter.fieldId}:${[...new Set(filter.optionIds)].sort().join(',')}`
      : encodeCustomFieldFilter(filter);
  const left = new Set(a.map(key));
  const right = new Set(b.map(key));
  return left.size === right.size && [...left].every((item) => right.has(item));
}

/** Whether the filter still fits its field: the field exists, takes this kind of criterion and has these options. */
export function fitsCustomField(filter: CustomFieldFilter, fields: readonly FilterableCustomField[]): boolean {
  const field = fields.find((candidate) => candidate._id === filter.fieldId);
  if (!field || criterionKindOf(field.type) !== filter.kind) return false;
  if (filter.kind !== 'options') return true;
  return filter.optionIds.every((id) => field.options.some((option) => option._id === id));
}

/**
 * The filters to keep after the server refused them (a field or option no longer exists): the ones that still fit
 * the organisation's fields; none when all of them seem to fit (the server knows better).
 */
export function customFieldFiltersToKeep(
  filters: readonly CustomFieldFilter[],
  fields: readonly FilterableCustomField[],
): CustomFieldFilter[] {
  const kept = filters.filter((filter) => fitsCustomField(filter, fields));
  return kept.length === filters.length ? [] : kept;
}

/** Whether the server refused the custom-field filters (ValidationError on `customFields`). */
export function isCustomFieldFilterRefusal(fields: readonly FieldError[]): boolean {
  return fields.some((field) => field.field === 'customFields' || field.field.startsWith('customFields.'));
}

/** What the filter editor holds while the person chooses: options, bounds as typed ('' when empty) and a text. */
export interface CustomFieldFilterDraft {
  optionIds: string[];
  min: number | string;
  max: number | string;
  text: string;
}

export const EMPTY_CUSTOM_FIELD_FILTER_DRAFT: CustomFieldFilterDraft = { optionIds: [], min: '', max: '', text: '' };

/** The editor's values for a filter already applied to the field, or empty ones. */
export function customFieldFilterDraft(filter: CustomFieldFilter | undefined): CustomFieldFilterDraft {
  if (!filter) return EMPTY_CUSTOM_FIELD_FILTER_DRAFT;
  switch (filter.kind) {
    case 'options':
      return { ...EMPTY_CUSTOM_FIELD_FILTER_DRAFT, optionIds: [...filter.optionIds] };
    case 'range':
      return { ...EMPTY_CUSTOM_FIELD_FILTER_DRAFT, min: filter.min ?? '', max: filter.max ?? '' };
    case 'text':
      return { ...EMPTY_CUSTOM_FIELD_FILTER_DRAFT, text: filter.text };
  }
}

/** A bound as the number input hands it over: a number, '' when empty; text that is no number is not a bound. */
function draftBound(value: number | string): number | null | undefined {
  return typeof value === 'number' ? (Number.isFinite(value) ? value : undefined) : boundOf(value);
}

/** Why the editor cannot apply its filter yet: nothing chosen, or a minimum above the maximum. */
export type CustomFieldFilterDraftProblem = 'empty' | 'invalidNumber' | 'minAboveMax';

/** The filter the editor would apply to a field, or why it cannot. */
export function customFieldFilterOfDraft(
  field: Pick<FilterableCustomField, '_id' | 'type'>,
  draft: CustomFieldFilterDraft,
): { filter: CustomFieldFilter } | { problem: CustomFieldFilterDraftProblem } {
  const kind = criterionKindOf(field.type);
  if (kind === 'options') {
    const optionIds = distinct(draft.optionIds);
    return optionIds.length > 0 ? { filter: { fieldId: field._id, kind, optionIds } } : { problem: 'empty' };
  }
  if (kind === 'range') {
    const min = draftBound(draft.min);
    const max = draftBound(draft.max);
    if (min === undefined || max === undefined) return { problem: 'invalidNumber' };
    if (min === null && max === null) return { problem: 'empty' };
    if (min !== null && max !== null && min > max) return { problem: 'minAboveMax' };
    return { filter: { fieldId: field._id, kind, min, max } };
  }
  const text = draft.text.trim().slice(0, CUSTOM_FIELD_FILTER_TEXT_MAX);
  return text !== '' ? { filter: { fieldId: field._id, kind, text } } : { problem: 'empty' };
}
