import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * The startup custom fields the portfolio can be filtered by, with their options (internal roles; the network does
 * not get the fields of the hidden form).
 */
export const StartupCustomFieldsQuery = graphql(`
  query StartupCustomFields {
    customFields(entityKind: startup) {
      _id
      label
      type
      currency
      formKind
      options {
        _id
        label
      }
    }
  }
`);

export type StartupCustomField = ResultOf<typeof StartupCustomFieldsQuery>['customFields'][number];
