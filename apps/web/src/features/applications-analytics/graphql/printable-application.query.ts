import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An application on paper: its header and every sheet with the questions of the version it was answered on. */
export const PrintableApplicationQuery = graphql(`
  query PrintableApplication($id: ID!) {
    printableApplication(id: $id) {
      showIdentity
      currency
      application {
        _id
        status
        startupName
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
        }
        applicant {
          _id
          fullName
        }
        applicantEmail
        tags {
          _id
          name
        }
        createdAt
        submittedAt
        decidedAt
      }
      sheets {
        _id
        status
        submittedAt
        language
        answers
        title
        version
        languages
        questions
        roundName
      }
    }
  }
`);

export type PrintableApplication = ResultOf<typeof PrintableApplicationQuery>['printableApplication'];
