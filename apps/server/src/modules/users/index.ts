export { users } from './user.table.ts';
