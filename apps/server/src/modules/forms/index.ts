export { formResponses, forms } from './form.table.ts';
