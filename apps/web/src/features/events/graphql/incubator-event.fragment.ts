import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What the minimal event page shows of an event. */
export const IncubatorEventFields = graphql(`
  fragment IncubatorEventFields on IncubatorEvent {
    _id
    title
    description
    createdAt
    viewerCanEdit
    createdBy {
      _id
      firstName
      lastName
      fullName
      avatar
    }
  }
`);

export type IncubatorEvent = ResultOf<typeof IncubatorEventFields>;
