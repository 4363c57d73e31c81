export { customNavigation } from './navigation.table.ts';
