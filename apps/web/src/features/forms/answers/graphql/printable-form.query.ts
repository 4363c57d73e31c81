import { graphql, type ResultOf } from '../../../../lib/graphql.ts';

/** A form to print or read (uuid = its share id), blank or with one submitted sheet, in that sheet's version. */
export const PrintableFormQuery = graphql(`
  query PrintableForm($shareId: ID!, $responseId: ID) {
    printableForm(shareId: $shareId, responseId: $responseId) {
      formId
      baseId
      shareId
      title
      description
      languages
      version
      questions
      currency
      sheet {
        _id
        respondentName
        respondentEmail
        submittedAt
        language
        score
        maxScore
        answers
      }
    }
  }
`);

export type PrintableForm = NonNullable<ResultOf<typeof PrintableFormQuery>['printableForm']>;
