import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A page of the organisation's activity feed (0-based page), newest first. */
export const ActivityLogQuery = graphql(`
  query ActivityLog($page: Int, $pageSize: Int, $action: String, $entityType: String, $actorId: ID) {
    activityLog(page: $page, pageSize: $pageSize, action: $action, entityType: $entityType, actorId: $actorId) {
      results {
        _id
        action
        entityType
        entityId
        actorId
        actorName
        before
        after
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`);

export type ActivityEvent = ResultOf<typeof ActivityLogQuery>['activityLog']['results'][number];
