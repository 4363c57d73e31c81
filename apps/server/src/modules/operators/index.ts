export { createOrganisationWithAdmin, listOrganisations, setSuspended } from './operator.service.ts';
