import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A published call as the public pages show it. */
export const ApplyCallFragment = graphql(`
  fragment ApplyCallFields on ApplyCall @_unmask {
    _id
    name
    slug
    description
    eligibility
    cover
    opensAt
    closesAt
    isOpen
    allowCofounders
    program {
      _id
      name
    }
  }
`);

export type ApplyCallFields = ResultOf<typeof ApplyCallFragment>;
