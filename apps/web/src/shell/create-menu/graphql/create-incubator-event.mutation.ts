import { graphql } from '../../../lib/graphql.ts';

/** Spec 01 §7.2: creates an event with no input; the create menu then opens /events/{id}/edit. */
export const CreateIncubatorEventMutation = graphql(`
  mutation CreateIncubatorEvent {
    CreateIncubatorEvent {
      _id
      title
    }
  }
`);
