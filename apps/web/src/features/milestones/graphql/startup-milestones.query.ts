import { graphql } from '../../../lib/graphql.ts';
import { StartupMilestoneFieldsFragment } from './startup-milestone-fields.fragment.ts';

/** A startup's milestones in order, and whether the viewer may add some (STARTUP_MILESTONE:CREATE). */
export const StartupMilestonesQuery = graphql(
  `
  query StartupMilestones($startupId: ID!) {
    startupMilestones(startupId: $startupId) {
      canCreate
      results {
        ...StartupMilestoneFields
      }
    }
  }
`,
  [StartupMilestoneFieldsFragment],
);
