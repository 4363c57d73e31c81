import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A programme as its page shows it: cover, dates, description, admins and whether the viewer may change it. */
export const ProgramQuery = graphql(`
  query Program($id: ID!) {
    program(id: $id) {
      _id
      name
      description
      startsOn
      endsOn
      cover
      adminIds
      startupCount
      viewerCanEdit
    }
  }
`);

export type ProgramPageData = ResultOf<typeof ProgramQuery>['program'];
