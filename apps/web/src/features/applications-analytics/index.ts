// What other features' pages use of the applications dashboard area: the export menu of applications (the staff
// overview) and the PDF of one application (the application file). Loaded with those pages, not the entry.
export {
  type ApplicationsExportFilter,
  applicationsExportFilter,
  ExportApplicationsMenu,
} from './components/export-applications-menu.tsx';
export { ApplicationPdfButton } from './components/application-pdf-button.tsx';
export { applicationPrintPath } from './utils/paths.ts';
