import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A person's hover card: cover, avatar, name, role, startups and timezone (spec 01 §2.5, §7.2). */
export const UserHoverCardQuery = graphql(`
  query UserHoverCard($id: ID!) {
    userHoverCard(id: $id) {
      _id
      cover
      avatar
      firstName
      lastName
      fullName
      role {
        type
        label
      }
      startups {
        _id
        name
        logo
      }
      timezone
    }
  }
`);

export type UserHoverCardData = NonNullable<ResultOf<typeof UserHoverCardQuery>['userHoverCard']>;
