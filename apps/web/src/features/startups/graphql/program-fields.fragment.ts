import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A programme as its list shows it, with whether the viewer may change it. */
export const ProgramFieldsFragment = graphql(`
  fragment ProgramFields on Program {
    _id
    name
    kind
    description
    startsOn
    endsOn
    adminIds
    startupCount
    memberCount
    viewerCanEdit
    viewerCanManageMembers
  }
`);

export type ProgramData = ResultOf<typeof ProgramFieldsFragment>;
