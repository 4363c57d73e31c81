export { customFields, customFieldValues } from './custom-field.table.ts';
export { checkCustomFieldFilters, deleteValuesOf, PROFILE_FORM_TITLES } from './custom-field.service.ts';
export { type CustomFieldFilter, customFieldCondition, customFieldFiltersOf } from './filter.ts';
export { CustomFieldFilterInputRef } from './custom-field.refs.ts';
