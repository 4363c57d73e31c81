import { graphql } from '../../../lib/graphql.ts';

/** A post of the startup timeline was created, changed, deleted or reacted to. */
export const StartupTimelineUpdatedSubscription = graphql(`
  subscription StartupTimelineUpdated($startupId: ID!) {
    startupTimelineUpdated(startupId: $startupId) {
      startupId
      postId
      updateType
    }
  }
`);
