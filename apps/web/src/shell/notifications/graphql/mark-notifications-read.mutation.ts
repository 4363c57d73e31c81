import { graphql } from '../../../lib/graphql.ts';

/** Marks notifications read (spec 01 §4); the cache updates them by id. */
export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      _id
      isRead
    }
  }
`);
