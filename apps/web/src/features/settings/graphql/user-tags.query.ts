import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's user tags (taxonomy), by name: the users page filters and shows people by them. */
export const UserTagsQuery = graphql(`
  query UserTags {
    tags(kind: user) {
      _id
      name
      color
      kind
    }
  }
`);

export type UserTag = ResultOf<typeof UserTagsQuery>['tags'][number];
