import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { FormListFieldsFragment } from './form-fields.fragment.ts';

/** A page of the organisation's forms (current versions), newest change first. */
export const FormsQuery = graphql(
  `
  query Forms($filter: FormFilterInput, $page: FormPageInput) {
    forms(filter: $filter, page: $page) {
      items {
        ...FormListFields
      }
      total
    }
  }
`,
  [FormListFieldsFragment],
);

export type FormsResult = ResultOf<typeof FormsQuery>['forms'];
