import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The people a startup may book, with what stands in the way (blockers) and the minutes left. */
export const CoachingHostsQuery = graphql(`
  query CoachingHosts($startupId: ID!) {
    coachingHosts(startupId: $startupId) {
      user {
        _id
        fullName
        avatar
      }
      assigned
      timeZone
      blockers
      minutesLeft
    }
  }
`);

export type CoachingHostData = ResultOf<typeof CoachingHostsQuery>['coachingHosts'][number];

/** A host's free slots for one duration, their local start in the viewer's time zone. */
export const BookingSlotsQuery = graphql(`
  query CoachingBookingSlots($hostId: ID!, $from: DateTime!, $to: DateTime!, $duration: Int!, $timeZone: String) {
    freeSlots(hostId: $hostId, from: $from, to: $to, duration: $duration, timeZone: $timeZone) {
      startsAt
      endsAt
      localStart
      localEnd
    }
  }
`);

export type BookingSlotData = ResultOf<typeof BookingSlotsQuery>['freeSlots'][number];

export const CoachingSessionFields = graphql(`
  fragment CoachingSessionFields on CoachingSession {
    _id
    sessionType
    state
    host {
      _id
      fullName
      avatar
    }
    startupId
    startupName
    title
    startsAt
    endsAt
    duration
    topics
    location
    conferenceUrl
    conferenceProvider
    editor
    staffEditor
    staffEditorPublic
    incubatorAttendees {
      _id
      fullName
      avatar
    }
    startupAttendees {
      _id
      fullName
      avatar
    }
    changelog {
      _id
      change
      oldStartsAt
      oldEndsAt
      newStartsAt
      newEndsAt
      createdAt
    }
    viewerCan {
      manage
      writeNotes
      delete
      readPrivateNotes
      readStaffNotes
    }
  }
`);

/** One coaching session (spec 01 §2.2 /coaching/session/:coachingId); notes the viewer may not read come back null. */
export const CoachingSessionQuery = graphql(
  `
  query CoachingSession($id: ID!) {
    coachingSession(id: $id) {
      ...CoachingSessionFields
    }
  }
`,
  [CoachingSessionFields],
);

export type CoachingSessionData = ResultOf<typeof CoachingSessionFields>;

/** The one-page brief of a session for the organisation's side of it (issue 16 point 7). */
export const CoachingSessionBriefQuery = graphql(`
  query CoachingSessionBrief($id: ID!) {
    coachingSessionBrief(id: $id) {
      sessionId
      startupName
      milestones {
        _id
        name
        status
      }
      openTasks {
        _id
        name
        dueDate
      }
      lastSession {
        _id
        startsAt
        hostName
        publicNotes
        privateNotes
        followUps
      }
      recentPosts {
        _id
        preview
        createdAt
        authorName
      }
    }
  }
`);
