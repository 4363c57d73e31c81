import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A programme as its list shows it, with whether the viewer may change it. */
export const ProgramFieldsFragment = graphql(`
  fragment ProgramFields on Program {
    _id
    name
    description
    startsOn
    endsOn
    adminIds
    startupCount
    viewerCanEdit
  }
`);

export type ProgramData = ResultOf<typeof ProgramFieldsFragment>;
