import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A funnel as the management list and the builder show it, with what the viewer may do. */
export const FunnelFieldsFragment = graphql(`
  fragment FunnelFields on Funnel {
    _id
    name
    slug
    description
    eligibility
    cover
    opensAt
    closesAt
    allowCofounders
    anonymous
    publishedAt
    archivedAt
    state
    isOpen
    submittedCount
    applicationCount
    createdAt
    program {
      _id
      name
    }
    intakeForm {
      _id
      baseId
      title
    }
    rounds {
      _id
      kind
      name
      description
      formId
      deadline
      position
    }
    admins {
      _id
      firstName
      lastName
      fullName
      avatar
    }
    viewerCan {
      edit
      delete
    }
  }
`);

export type FunnelData = ResultOf<typeof FunnelFieldsFragment>;
export type FunnelRoundData = FunnelData['rounds'][number];
export type FunnelAdminData = FunnelData['admins'][number];
