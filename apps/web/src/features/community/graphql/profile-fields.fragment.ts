import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A person's profile as /profile/:id shows it and the profile form edits it (private fields null for others). */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on UserProfile {
    _id
    firstName
    lastName
    fullName
    headline
    avatar
    cover
    timezone
    createdAt
    role {
      _id
      label
      type
    }
    roleLabel
    bio
    wordFrom
    country
    countryOrigin
    locations
    expertise
    email
    phone
    gender
    birthday
    info {
      linkedin
      twitter
      facebook
      angellist
    }
    industries {
      _id
      name
    }
    skills {
      _id
      name
      color
    }
    tags {
      _id
      name
      color
    }
    startups {
      _id
      name
      logo
    }
    programs {
      _id
      name
    }
    isMe
  }
`);

export type ProfileData = ResultOf<typeof ProfileFieldsFragment>;
