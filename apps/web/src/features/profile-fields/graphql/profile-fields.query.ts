import { graphql } from '../../../lib/graphql.ts';
import { ProfileFieldValuesFragment } from './profile-field-values.fragment.ts';

/**
 * A startup's or a user's custom profile fields with their answers; hidden ones are for startup managers only
 * (ForbiddenError for the startup's people and the person themselves).
 */
export const ProfileFieldsQuery = graphql(
  `
    query ProfileFields($entityKind: ProfileEntityKind!, $entityId: ID!, $hidden: Boolean) {
      profileFields(entityKind: $entityKind, entityId: $entityId, hidden: $hidden) {
        ...ProfileFieldValuesFields
      }
    }
  `,
  [ProfileFieldValuesFragment],
);
