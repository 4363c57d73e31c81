import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** An application's answers, round by round, each with the questions of the version answered and its files. */
export const ApplicationAnswersQuery = graphql(`
  query ApplicationAnswers($applicationId: ID!) {
    applicationAnswers(applicationId: $applicationId) {
      currency
      sections {
        _id
        kind
        roundId
        roundName
        formTitle
        formVersion
        questions
        languages
        answers
        status
        submittedAt
        language
        files {
          _id
          questionId
          name
          size
          url
        }
      }
    }
  }
`);

export type ApplicationAnswersSectionData = ResultOf<
  typeof ApplicationAnswersQuery
>['applicationAnswers']['sections'][number];
