// Apart from dashboard.ts: the router needs the paths, and a module goes whole into the chunk of whoever imports it
// (the entry, for the router).
/** The applications dashboard (spec 01 §2.3 "My applications, overview, dashboard"). */
export const APPLICATIONS_DASHBOARD_PATH = '/applications/analytics';
/** The print view of an application, without the shell (the server renders it for the PDF exports). */
export const APPLICATION_PRINT_PATH = '/export/print/application/:id';

export function applicationPrintPath(id: string): string {
  return `/export/print/application/${encodeURIComponent(id)}`;
}

/** One application as a PDF (REST, bearer token): for staff who may export applications. */
export function applicationPdfPath(id: string): string {
  return `/api/applications/${encodeURIComponent(id)}/pdf`;
}
