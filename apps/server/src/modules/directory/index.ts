export {
  type AvatarData,
  avatarJson,
  displayName,
  loadAvatars,
  type PersonHit,
  roleLabels,
  searchPeople,
} from './directory.service.ts';
export { SearchPersonRef, UserAvatarRef } from './directory.refs.ts';
export { canSeePerson } from './community.service.ts';
export { userIndustries } from './directory.table.ts';
