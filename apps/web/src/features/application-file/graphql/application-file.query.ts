import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An application as its file shows it: header, tabs, interview and what the viewer may do. */
export const ApplicationFileFragment = graphql(`
  fragment ApplicationFile on Application @_unmask {
    _id
    status
    startupName
    language
    startup {
      _id
      name
    }
    funnel {
      _id
      name
    }
    round {
      _id
      name
      kind
    }
    applicant {
      _id
      firstName
      lastName
      fullName
      avatar
    }
    members {
      role
      user {
        _id
        firstName
        lastName
        fullName
        avatar
      }
    }
    duplicateCount
    preparedDecision
    submittedAt
    decidedAt
    createdAt
    meeting {
      _id
      state
      startsAt
      endsAt
      location
      conferenceUrl
      message
      sequence
      attendees {
        _id
        firstName
        lastName
        fullName
        avatar
      }
    }
    funnelRounds {
      _id
      name
      kind
      position
    }
    viewerCan {
      viewAsStaff
      process
      decide
      delete
      downloadDocuments
      seePrivateComments
    }
  }
`);

export const ApplicationFileQuery = graphql(
  `
  query ApplicationFile($id: ID!) {
    application(id: $id) {
      ...ApplicationFile
    }
  }
`,
  [ApplicationFileFragment],
);

export type ApplicationFileData = ResultOf<typeof ApplicationFileFragment>;
