// The pages, loaded on demand (the router imports lazy-pages.ts itself, not this index).
export * from './lazy-pages.ts';
export { COMMUNITY_SEARCH_PATH } from './utils/community-path.ts';
export { profileEditPath, profilePath } from './utils/profile-path.ts';
