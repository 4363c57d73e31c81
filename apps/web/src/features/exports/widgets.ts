// What the startup and user lists use of the exports area; loaded with their pages, not the entry.
export { ExportMenu, type ExportOption } from './components/export-menu.tsx';
export { exportFilter } from './utils/exports.ts';
