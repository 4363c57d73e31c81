import { graphql } from '../../../lib/graphql.ts';
import { StartupMilestoneFieldsFragment } from './startup-milestone-fields.fragment.ts';

/** Adds a milestone to a startup (STARTUP_MILESTONE:CREATE). */
export const CreateStartupMilestoneMutation = graphql(
  `
  mutation CreateStartupMilestone($startupId: ID!, $input: StartupMilestoneInput!) {
    createStartupMilestone(startupId: $startupId, input: $input) {
      ...StartupMilestoneFields
    }
  }
`,
  [StartupMilestoneFieldsFragment],
);
