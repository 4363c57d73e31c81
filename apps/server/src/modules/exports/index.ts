export { exportJobs } from './export.table.ts';
