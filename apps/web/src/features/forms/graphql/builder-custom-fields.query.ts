import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's custom fields a custom_field question may read and write. */
export const BuilderCustomFieldsQuery = graphql(`
  query BuilderCustomFields {
    customFields {
      _id
      entityKind
      label
      type
      options {
        _id
        label
      }
    }
  }
`);

export type BuilderCustomField = ResultOf<typeof BuilderCustomFieldsQuery>['customFields'][number];
