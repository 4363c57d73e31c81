export { industries } from './industry.table.ts';
