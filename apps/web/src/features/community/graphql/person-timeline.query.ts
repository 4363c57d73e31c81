import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A person's timeline (/profile/:id/timeline): what they wrote on the startup files the viewer opens. */
export const PersonTimelineQuery = graphql(`
  query PersonTimeline($userId: ID!, $cursor: String) {
    personTimeline(userId: $userId, cursor: $cursor) {
      next
      results {
        _id
        startupId
        startupName
        postId
        isReply
        isPublic
        message
        createdAt
      }
    }
  }
`);

export type PersonTimelineItem = ResultOf<typeof PersonTimelineQuery>['personTimeline']['results'][number];
