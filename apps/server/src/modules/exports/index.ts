export { exportJobs } from './export.table.ts';
export { registerExportJobs } from './export.jobs.ts';
export { registerExportRoutes } from './export.rest.ts';
import './export.graphql.ts';
