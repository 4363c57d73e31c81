import { graphql } from '../../../lib/graphql.ts';
import { TimelinePostFragment } from './timeline-entry.fragment.ts';

/** Pins a post on top of the timeline, or unpins it (startup managers). */
export const PinTimelinePostMutation = graphql(
  `
  mutation PinTimelinePost($id: ID!, $pinned: Boolean!) {
    pinTimelinePost(id: $id, pinned: $pinned) {
      ...TimelinePost
    }
  }
`,
  [TimelinePostFragment],
);
