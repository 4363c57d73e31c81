import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's evaluation forms (current versions, not archived): a round keeps a form's base id. */
export const EvaluationFormsQuery = graphql(`
  query EvaluationForms {
    forms(filter: { kind: evaluation, archived: false }, page: { limit: 100 }) {
      items {
        _id
        baseId
        title
      }
    }
  }
`);

export type EvaluationFormOption = ResultOf<typeof EvaluationFormsQuery>['forms']['items'][number];
