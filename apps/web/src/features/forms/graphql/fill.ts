import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Everything the renderer reads of a question (spec 02 §3, with the engine's settings). */
export const FillQuestionFragment = graphql(`
  fragment FillQuestion on FormQuestion {
    _id
    questionType
    behavesAs
    label {
      language
      value
    }
    description {
      language
      value
    }
    validations
    options
    optionsDepth
    dependency
    visibleTo
    formula
    columns
    customFieldId
    url
    newPage
    weight
    minLabel {
      language
      value
    }
    maxLabel {
      language
      value
    }
  }
`);

/** A form as the person filling it sees it. */
export const FillableFormFragment = graphql(
  `
  fragment FillableForm on FillableForm {
    _id
    baseId
    shareId
    kind
    title
    description
    languages
    currency
    maxFileSize
    userAddRows
    questions {
      ...FillQuestion
    }
  }
`,
  [FillQuestionFragment],
);

/** A publicly shared form (/share/forms/:uuid), for anyone with the link. */
export const SharedFormQuery = graphql(
  `
  query SharedForm($shareId: ID!) {
    sharedForm(shareId: $shareId) {
      ...FillableForm
    }
  }
`,
  [FillableFormFragment],
);

/** A form a signed-in person fills (/survey/:id), with their draft. */
export const SurveyQuery = graphql(
  `
  query Survey($id: ID!) {
    survey(id: $id) {
      form {
        ...FillableForm
      }
      draft {
        _id
        updatedAt
      }
      initialAnswers
    }
  }
`,
  [FillableFormFragment],
);

export type FillableForm = ResultOf<typeof FillableFormFragment>;
export type FillQuestion = ResultOf<typeof FillQuestionFragment>;

export const SubmitSharedFormMutation = graphql(`
  mutation SubmitSharedForm($shareId: ID!, $answers: JSON!, $language: String, $email: String) {
    submitSharedForm(shareId: $shareId, answers: $answers, language: $language, email: $email) {
      _id
      submittedAt
      score
      maxScore
    }
  }
`);

export const SaveFormDraftMutation = graphql(`
  mutation SaveFormDraft($formId: ID!, $answers: JSON!, $language: String) {
    saveFormDraft(formId: $formId, answers: $answers, language: $language) {
      _id
      updatedAt
    }
  }
`);

export const SubmitFormResponseMutation = graphql(`
  mutation SubmitFormResponse($formId: ID!, $answers: JSON!, $language: String) {
    submitFormResponse(formId: $formId, answers: $answers, language: $language) {
      _id
      submittedAt
      score
      maxScore
    }
  }
`);
