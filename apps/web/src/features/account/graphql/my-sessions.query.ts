import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The signed-in user's open sessions, this browser's marked current. */
export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      _id
      createdAt
      lastSeenAt
      userAgent
      ip
      current
    }
  }
`);

export type UserSession = ResultOf<typeof MySessionsQuery>['mySessions'][number];
