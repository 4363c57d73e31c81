import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An application as its own people see it on /applications and around its forms. */
export const MyApplicationFragment = graphql(`
  fragment MyApplication on Application {
    _id
    status
    nextStep
    startupName
    submittedAt
    createdAt
    language
    funnel {
      _id
      name
      slug
      allowCofounders
      closesAt
    }
    round {
      _id
      name
      kind
      deadline
    }
    meeting {
      _id
      state
      startsAt
      endsAt
      location
      conferenceUrl
    }
    applicant {
      _id
    }
    members {
      role
      user {
        _id
        fullName
        firstName
        lastName
        avatar
      }
    }
    viewerCan {
      editDraft
      delete
    }
  }
`);

export type MyApplication = ResultOf<typeof MyApplicationFragment>;
