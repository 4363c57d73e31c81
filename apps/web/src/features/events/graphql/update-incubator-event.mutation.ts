import { graphql } from '../../../lib/graphql.ts';
import { IncubatorEventFields } from './incubator-event.fragment.ts';

/** Saves an event's title and description (EVENT:EDIT). */
export const UpdateIncubatorEventMutation = graphql(
  `
    mutation UpdateIncubatorEvent($id: ID!, $title: String!, $description: String) {
      updateIncubatorEvent(id: $id, title: $title, description: $description) {
        ...IncubatorEventFields
      }
    }
  `,
  [IncubatorEventFields],
);
