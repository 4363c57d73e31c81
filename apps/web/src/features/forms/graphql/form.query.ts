import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql.ts';

/** One version of a form with everything the builder and the comparison read (updateForm answers it too). */
export const FormVersionFieldsFragment = graphql(`
  fragment FormVersionFields on Form {
  _id
  baseId
  version
  isCurrent
  kind
  title
  description
  tags
  languages
  questions {
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
  answerCount
  versions {
    _id
    version
    isCurrent
    createdAt
    answerCount
  }
  archivedAt
  updatedAt
  canEdit
  canDelete
  }
`);

export const FormQuery = graphql(
  `
  query Form($id: ID!) {
    form(id: $id) {
      ...FormVersionFields
    }
  }
`,
  [FormVersionFieldsFragment],
);

export type FormVersionView = ResultOf<typeof FormVersionFieldsFragment>;
export type FormQuestionView = FormVersionView['questions'][number];

/** The version a query or mutation answered, read through its fragment. */
export function formVersionOf(data: FragmentOf<typeof FormVersionFieldsFragment>): FormVersionView {
  return readFragment(FormVersionFieldsFragment, data);
}
