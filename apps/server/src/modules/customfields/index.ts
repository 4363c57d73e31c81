export { customFields, customFieldValues, profileFormFields, profileForms } from './custom-field.table.ts';
export { checkCustomFieldFilters, deleteValuesOf } from './custom-field.service.ts';
export { type CustomFieldFilter, customFieldCondition } from './filter.ts';
import './custom-field.graphql.ts';
import './analytics.graphql.ts';
export { CustomFieldFilterInputRef, customFieldFiltersOf } from './filter.graphql.ts';
