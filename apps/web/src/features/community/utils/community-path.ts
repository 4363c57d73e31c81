// Apart from community-url.ts, which needs the shared profile rules: the router (in the entry) links to the directory.
export const COMMUNITY_SEARCH_PATH = '/community/search';

/** What the directory lists: people or startups (the segmented control, `?kind=people|startups`). */
export const COMMUNITY_KINDS = ['people', 'startups'] as const;
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

/** The directory's address for a kind, every other key at its default: `/community/search?kind=people`. */
export function communitySearchPath(kind: CommunityKind = 'people'): string {
  return `${COMMUNITY_SEARCH_PATH}?${new URLSearchParams({ kind })}`;
}
