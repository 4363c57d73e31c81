import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** What a row of the overview shows of an application. */
export const ApplicationRowFragment = graphql(`
  fragment ApplicationRow on Application {
    _id
    status
    startupName
    startup {
      _id
      name
    }
    applicant {
      _id
      fullName
      firstName
      lastName
      avatar
    }
    applicantLabel
    applicantCode
    funnel {
      _id
      name
    }
    round {
      _id
      name
      kind
    }
    tags {
      _id
      name
      color
    }
    submittedAt
    createdAt
    duplicateCount
  }
`);

export type ApplicationRowData = ResultOf<typeof ApplicationRowFragment>;
