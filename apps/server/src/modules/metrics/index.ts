export {
  metricAssignments,
  metricData,
  metricForms,
  metrics,
  startupCategorizations,
} from './metric.table.ts';
export { metricFormPath, openDueForms } from './metric.service.ts';
