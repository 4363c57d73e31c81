import { graphql, type ResultOf } from '../../../../lib/graphql.ts';

/** The answers page: the form's header and one page of its submitted sheets, every version, newest first. */
export const FormAnswersQuery = graphql(`
  query FormAnswers($formId: ID!, $page: FormPageInput) {
    form(id: $formId) {
      _id
      title
      shareId
      version
      answerCount
    }
    formResponses(formId: $formId, page: $page) {
      total
      items {
        _id
        version
        submittedAt
        score
        maxScore
        respondentEmail
        respondent {
          _id
          fullName
        }
      }
    }
  }
`);

export type FormAnswersResult = ResultOf<typeof FormAnswersQuery>;
export type FormAnswerSummary = FormAnswersResult['formResponses']['items'][number];
