export { formResponses, forms } from './form.table.ts';
export { currentFormRow, type FormRow } from './form.service.ts';
export { findPrintableForm, type PrintableForm } from './form-print.service.ts';
