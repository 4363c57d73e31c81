export { type AvatarData, loadAvatars, type PersonHit, roleLabels, searchPeople } from './directory.service.ts';
export { SearchPersonRef, UserAvatarRef } from './directory.graphql.ts';
