import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The taxonomy editor: the tags of one kind, by name, with how many people or startups carry each. */
export const TagsWithUsageQuery = graphql(`
  query TagsWithUsage($kind: TagKind!) {
    tagsWithUsage(kind: $kind) {
      uses
      tag {
        _id
        name
        color
        kind
      }
    }
  }
`);

export type TagWithUsage = ResultOf<typeof TagsWithUsageQuery>['tagsWithUsage'][number];
