import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** One profile form of a startup or a user: its fields in order, each with its answer, and whether the viewer edits. */
export const ProfileFieldValuesFragment = graphql(`
  fragment ProfileFieldValuesFields on ProfileFieldValues {
    formId
    kind
    entityId
    canEdit
    items {
      required
      field {
        _id
        label
        description
        type
        currency
        options {
          _id
          label
        }
      }
      value {
        text
        number
        date
        optionIds
      }
    }
  }
`);

export type ProfileFieldValuesData = ResultOf<typeof ProfileFieldValuesFragment>;
export type ProfileFieldItemData = ProfileFieldValuesData['items'][number];
