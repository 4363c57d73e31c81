export { savedViews } from './view.table.ts';
import './view.graphql.ts';
