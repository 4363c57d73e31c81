import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A startup as the portfolio's cards and tables show it, with what the viewer may do with it. */
export const StartupFieldsFragment = graphql(`
  fragment StartupFields on Startup {
    _id
    name
    logo
    description
    website
    foundingYear
    programs {
      _id
      name
    }
    industries {
      _id
      name
    }
    tags {
      _id
      name
      color
    }
    peopleIds
    people {
      userId
      label
    }
    createdAt
    viewerCan {
      edit
      editName
      delete
    }
  }
`);

export type StartupData = ResultOf<typeof StartupFieldsFragment>;
