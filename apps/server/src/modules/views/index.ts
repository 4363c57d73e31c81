export { savedViews } from './view.table.ts';
