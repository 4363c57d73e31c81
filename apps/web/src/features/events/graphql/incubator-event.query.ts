import { graphql } from '../../../lib/graphql.ts';
import { IncubatorEventFields } from './incubator-event.fragment.ts';

/** One event of the organisation; NotFoundError when it does not exist here. */
export const IncubatorEventQuery = graphql(
  `
    query IncubatorEvent($id: ID!) {
      incubatorEvent(id: $id) {
        ...IncubatorEventFields
      }
    }
  `,
  [IncubatorEventFields],
);
