import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The programmes of people (a mentor track, a fellowship) to choose from on the assignation page. */
export const PeopleProgramsQuery = graphql(`
  query PeoplePrograms {
    programs(kind: user) {
      _id
      name
      memberCount
      viewerCanManageMembers
    }
  }
`);

export type PeopleProgramOption = ResultOf<typeof PeopleProgramsQuery>['programs'][number];
