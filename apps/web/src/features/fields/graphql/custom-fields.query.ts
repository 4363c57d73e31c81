import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The custom fields of one kind of profile, with the form each sits on and how many profiles answered it. */
export const CustomFieldsQuery = graphql(`
  query CustomFields($entityKind: CustomFieldEntityKind!) {
    customFields(entityKind: $entityKind) {
      _id
      entityKind
      label
      description
      type
      options {
        _id
        label
      }
      currency
      answerCount
      formKind
      updatedAt
    }
  }
`);

export type CustomFieldRow = ResultOf<typeof CustomFieldsQuery>['customFields'][number];
