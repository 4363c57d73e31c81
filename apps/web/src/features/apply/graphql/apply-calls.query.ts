import { graphql } from '../../../lib/graphql.ts';
import { ApplyCallFragment } from './apply-call.fragment.ts';

/** /apply/explore: the published calls that are open or opening, soonest deadline first. */
export const ApplyCallsQuery = graphql(
  `
  query ApplyCalls {
    applyCalls {
      ...ApplyCallFields
    }
  }
`,
  [ApplyCallFragment],
);
