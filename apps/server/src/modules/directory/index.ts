export {
  type AvatarData,
  avatarJson,
  loadAvatars,
  type PersonHit,
  roleLabels,
  searchPeople,
} from './directory.service.ts';
export { SearchPersonRef, UserAvatarRef } from './directory.graphql.ts';
export { canSeePerson } from './community.graphql.ts';
export { userIndustries } from './directory.table.ts';
export { registerProfileFileRoutes } from './directory.rest.ts';
