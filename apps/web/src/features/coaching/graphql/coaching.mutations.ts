import { graphql } from '../../../lib/graphql.ts';
import { CoachingSessionFields } from './coaching.queries.ts';

export const BookCoachingSessionMutation = graphql(
  `
  mutation BookCoachingSession($input: BookCoachingSessionInput!) {
    bookCoachingSession(input: $input) {
      _id
      ...CoachingSessionFields
    }
  }
`,
  [CoachingSessionFields],
);

export const RescheduleCoachingSessionMutation = graphql(
  `
  mutation RescheduleCoachingSession($id: ID!, $startsAt: DateTime!, $duration: Int!) {
    rescheduleCoachingSession(id: $id, startsAt: $startsAt, duration: $duration) {
      ...CoachingSessionFields
    }
  }
`,
  [CoachingSessionFields],
);

export const CancelCoachingSessionMutation = graphql(
  `
  mutation CancelCoachingSession($id: ID!) {
    cancelCoachingSession(id: $id) {
      ...CoachingSessionFields
    }
  }
`,
  [CoachingSessionFields],
);

export const UpdateCoachingSessionNotesMutation = graphql(
  `
  mutation UpdateCoachingSessionNotes($id: ID!, $input: CoachingSessionNotesInput!) {
    updateCoachingSessionNotes(id: $id, input: $input) {
      ...CoachingSessionFields
    }
  }
`,
  [CoachingSessionFields],
);

export const DeleteCoachingSessionMutation = graphql(`
  mutation DeleteCoachingSession($id: ID!) {
    deleteCoachingSession(id: $id)
  }
`);
