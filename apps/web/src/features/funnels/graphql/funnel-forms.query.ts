import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's forms of a kind (current versions, not archived), for the intake and the rounds' forms. */
export const FunnelFormsQuery = graphql(`
  query FunnelForms($kind: FormKind) {
    forms(filter: { kind: $kind, archived: false }, page: { limit: 100 }) {
      items {
        _id
        baseId
        title
        kind
      }
    }
  }
`);

export type FunnelFormOption = ResultOf<typeof FunnelFormsQuery>['forms']['items'][number];
