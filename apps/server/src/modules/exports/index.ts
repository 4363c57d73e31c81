export { exportJobs } from './export.table.ts';
// The table writers, for other areas that answer a spreadsheet directly (a form's answers, issue 13).
export { CSV_CONTENT_TYPE, createCsvWriter } from './csv.ts';
export { type Cell, createXlsxWriter, type TableWriter, XLSX_CONTENT_TYPE } from './xlsx.ts';
