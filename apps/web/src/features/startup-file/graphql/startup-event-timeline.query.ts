import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { TimelinePostFragment } from './timeline-entry.fragment.ts';

/** A page of a startup timeline (StartupEventTimeline): pinned posts first, then 10 newest; `next` for the page after. */
export const StartupEventTimelineQuery = graphql(
  `
  query StartupEventTimeline($startupId: ID!, $cursor: String, $type: TimelineFilter) {
    startupEventTimeline(startupId: $startupId, cursor: $cursor, type: $type) {
      posts {
        results {
          __typename
          ... on Event {
            ...TimelinePost
          }
        }
        next
      }
    }
  }
`,
  [TimelinePostFragment],
);

export type StartupEventTimelineData = ResultOf<typeof StartupEventTimelineQuery>;
