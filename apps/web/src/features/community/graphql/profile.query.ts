import { graphql } from '../../../lib/graphql.ts';
import { ProfileFieldsFragment } from './profile-fields.fragment.ts';

/** A person's profile (/profile/:id); NotFoundError for people the viewer's role may not see. */
export const ProfileQuery = graphql(
  `
    query Profile($id: ID!) {
      profile(id: $id) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFieldsFragment],
);
