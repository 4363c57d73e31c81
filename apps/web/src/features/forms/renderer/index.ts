// The renderer's public face inside the forms feature; features/forms/index.ts re-exports what others use.
export type { UploadFile } from './field-types.ts';
export { FormRenderer, type FormRendererProps } from './form-renderer.tsx';
export { translateFormError } from './form-errors.ts';
export { formDirection, initialFormLanguage } from './form-language.ts';
export { LocalizedFormRenderer } from './localized-form-renderer.tsx';
export { FORM_DRAFT_DELAY_MS, type UseFormFillOptions, useFormFill } from './use-form-fill.ts';
