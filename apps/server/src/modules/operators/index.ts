export { createOrganisationWithAdmin, listOrganisations, setSuspended } from './operator.service.ts';
import './operator.graphql.ts';
