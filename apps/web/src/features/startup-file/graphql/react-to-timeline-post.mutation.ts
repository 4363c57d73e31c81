import { graphql } from '../../../lib/graphql.ts';
import { TimelinePostFragment } from './timeline-entry.fragment.ts';

/** Adds one of the six reactions to a post or reply, or takes it back; answers the post with its replies. */
export const ReactToTimelinePostMutation = graphql(
  `
  mutation ReactToTimelinePost($id: ID!, $reaction: TimelineReaction!) {
    reactToTimelinePost(id: $id, reaction: $reaction) {
      ...TimelinePost
    }
  }
`,
  [TimelinePostFragment],
);
