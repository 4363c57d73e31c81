export { ASSIGNABLE_ROLES } from './assignation.graphql.ts';
