// What the startup and user lists use of the exports area (the exports page is in lazy-pages.ts); loaded with their
// pages, not the entry.
export { ExportMenu } from './components/export-menu.tsx';
export { exportFilter } from './utils/exports.ts';
export { fileNameFromDisposition } from './utils/exports.ts';
export type { ExportOption } from './components/export-menu.tsx';
export { useFileDownload } from './hooks/use-file-download.ts';
