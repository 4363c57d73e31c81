import { graphql } from '../../../lib/graphql.ts';
import { ProfileFieldValuesFragment } from './profile-field-values.fragment.ts';

/** Saves the answers of one profile form; an empty value clears a field; ValidationError names the field ids. */
export const SetProfileFieldValuesMutation = graphql(
  `
    mutation SetProfileFieldValues(
      $entityKind: ProfileEntityKind!
      $entityId: ID!
      $hidden: Boolean
      $values: [CustomFieldValueInput!]!
    ) {
      setProfileFieldValues(entityKind: $entityKind, entityId: $entityId, hidden: $hidden, values: $values) {
        ...ProfileFieldValuesFields
      }
    }
  `,
  [ProfileFieldValuesFragment],
);
