export { roles } from './role.table.ts';
