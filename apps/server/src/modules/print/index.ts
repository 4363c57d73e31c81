export { createPdfRenderer, type PdfRenderer, registerPrintRoutes } from './print.rest.ts';
