export { industries } from './industry.table.ts';
import './industry.graphql.ts';
