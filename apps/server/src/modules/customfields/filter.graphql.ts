import { CustomFieldFilterInputRef } from './custom-field.refs.ts';

CustomFieldFilterInputRef.implement({
  description: 'Choice fields: any of optionIds; number fields: between min and max; other fields: text contained',
  fields: (t) => ({
    fieldId: t.id({ required: true }),
    optionIds: t.idList(),
    text: t.string(),
    min: t.float(),
    max: t.float(),
  }),
});
