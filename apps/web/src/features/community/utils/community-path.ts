import type { CommunityKind } from './community-url.ts';

// Apart from community-url.ts, which needs the shared profile rules: the router (in the entry) links to the directory.
export const COMMUNITY_SEARCH_PATH = '/community/search';

/** The directory's address for a kind, every other key at its default: `/community/search?kind=people`. */
export function communitySearchPath(kind: CommunityKind = 'people'): string {
  return `${COMMUNITY_SEARCH_PATH}?${new URLSearchParams({ kind })}`;
}
