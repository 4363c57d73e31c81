export { customFields, customFieldValues, profileFormFields, profileForms } from './custom-field.table.ts';
export { checkCustomFieldFilters, deleteValuesOf } from './custom-field.service.ts';
export { type CustomFieldFilter, customFieldCondition, customFieldFiltersOf } from './filter.ts';
export { CustomFieldFilterInputRef } from './custom-field.refs.ts';
