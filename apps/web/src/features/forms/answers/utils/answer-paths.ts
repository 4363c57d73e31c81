/** The REST and page addresses of a form's answers (docs/decisions.md, issue 13). */
const segment = (value: string) => encodeURIComponent(value);

export const FORM_ANSWERS_PAGE_SIZE = 20;

export function formAnswersPath(formId: string): string {
  return `/forms/management/${segment(formId)}/answers`;
}
export function answersExportPath(formId: string, format: 'csv' | 'xlsx'): string {
  return `/api/forms/${segment(formId)}/answers.${format}`;
}
export function formFilePath(formId: string, fileId: string): string {
  return `/api/forms/${segment(formId)}/files/${segment(fileId)}`;
}
export function formPdfPath(formId: string, responseId: string | null): string {
  const query = responseId ? `?response=${segment(responseId)}` : '';
  return `/api/forms/${segment(formId)}/pdf${query}`;
}
export function formPrintPath(shareId: string, responseId: string | null): string {
  const query = responseId ? `?response=${segment(responseId)}` : '';
  return `/export/print/form/${segment(shareId)}${query}`;
}
