// A person's profile, where other areas link a name.
export { profilePath } from './utils/profile-path.ts';
