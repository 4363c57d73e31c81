export { customNavigation } from './navigation.table.ts';
import './navigation.graphql.ts';
