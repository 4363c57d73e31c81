import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What the directory filters by and the profile form picks from: industries, user tags, skills and startup tags. */
export const CommunityOptionsQuery = graphql(`
  query CommunityOptions {
    industries {
      _id
      name
    }
    userTags: tags(kind: user) {
      _id
      name
      color
    }
    skills: tags(kind: skills) {
      _id
      name
      color
    }
    startupTags: tags(kind: startup) {
      _id
      name
      color
    }
  }
`);

export type CommunityOptions = ResultOf<typeof CommunityOptionsQuery>;
